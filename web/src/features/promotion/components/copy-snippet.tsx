import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A code snippet with a Copy button. */
export function CopySnippet({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="grid gap-2">
      <pre
        data-label={label}
        className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg border border-border bg-muted/40 p-3 font-mono text-xs"
      >
        {code}
      </pre>
      <div>
        <Button
          variant="secondary"
          className="min-h-10"
          aria-label={`Copy the ${label.toLowerCase()}`}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
