import { useCallback, useState } from 'react';

/** Puts text on the clipboard: navigator.clipboard, or a hidden textarea and execCommand where the
 * Clipboard API is missing (plain http, older browsers). Says whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no permission, not a secure context): try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Copies and remembers which text was copied last, for a "Copied" mark. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    setCopied(ok ? text : null);
    setFailed(ok ? null : text);
    return ok;
  }, []);
  return { copy, copied, failed };
}
