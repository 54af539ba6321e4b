import { formatErrorDetail } from './api-error';

/**
 * A readable sentence for a failed chat turn. Before streaming, the transport's error message is
 * the server's JSON body (`{error, detail}`): show its detail. During streaming it is already a
 * sentence (the `error` chunk's text).
 */
export function chatErrorMessage(error: Error | undefined | null): string {
  const text = error?.message?.trim() ?? '';
  if (!text) return 'The reply failed. Please try again.';
  if (text.startsWith('{')) {
    try {
      const body = JSON.parse(text) as { detail?: unknown; error?: unknown };
      if ('detail' in body) return formatErrorDetail(body.detail);
      if (typeof body.error === 'string') return body.error;
    } catch {
      // not JSON after all: show it as it is
    }
  }
  return text;
}
