import { isApiError } from './api-error';

/**
 * The per-field messages of a 422 answer, keyed by the top-level field name
 * (the server's `field`, e.g. 'greetings.0.content' → 'greetings'); the rest goes under 'form'.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error, 422) || !Array.isArray(error.detail)) return {};
  const out: Record<string, string> = {};
  for (const issue of error.detail as { field?: unknown; loc?: unknown[]; msg?: unknown }[]) {
    const path =
      typeof issue.field === 'string'
        ? issue.field
        : (issue.loc ?? []).filter((p) => p !== 'body').join('.');
    const key = path.split('.')[0] || 'form';
    out[key] ??=
      typeof issue.msg === 'string' ? issue.msg.replace(/^Value error, /, '') : 'is invalid';
  }
  return out;
}
