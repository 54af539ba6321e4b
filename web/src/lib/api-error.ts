/** One entry of a 422 answer's `detail` list (FastAPI / Pydantic shape). */
export interface ValidationIssue {
  loc?: readonly (string | number)[];
  msg?: string;
  type?: string;
}

/** An error answer from the API, `{error, detail}`, with a message a person can read. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error class name, e.g. `Banned`, `Conflict`, `RequestValidationError`. */
  readonly code: string;
  readonly detail: unknown;

  constructor(status: number, code: string, detail: unknown, message?: string) {
    super(message ?? formatErrorDetail(detail, status));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

const LOC_PREFIXES = new Set(['body', 'query', 'path', 'header', 'cookie']);

function formatIssue(issue: unknown): string {
  if (typeof issue === 'string') return issue;
  if (!issue || typeof issue !== 'object') return String(issue);
  const { loc, msg } = issue as ValidationIssue;
  const parts = (loc ?? []).filter((p, i) => !(i === 0 && LOC_PREFIXES.has(String(p))));
  const field = parts.join('.');
  const text = msg ?? 'is invalid';
  return field ? `${field}: ${text}` : text;
}

export function fallbackMessage(status: number): string {
  if (status === 401) return 'You need to log in first.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'Not found.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again later.';
  return `Request failed (${status}).`;
}

/** Turns an error `detail` into one line: a string as is, a 422 list as 'field: message; …'. */
export function formatErrorDetail(detail: unknown, status = 400): string {
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) return detail.map(formatIssue).join('; ');
  return fallbackMessage(status);
}

/** Builds an ApiError from a failed Response (the body may be JSON, text or empty). */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object' && ('error' in body || 'detail' in body)) {
    const { error, detail } = body as { error?: unknown; detail?: unknown };
    return new ApiError(response.status, typeof error === 'string' ? error : 'Error', detail);
  }
  return new ApiError(response.status, 'Error', undefined);
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Whether a page's data request failed because the address names nothing: a 404, or a 422 about a
 * path parameter (an id that is not an id). Pages show the 404 page for these, never the raw text.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  if (error.status !== 422 || !Array.isArray(error.detail) || error.detail.length === 0)
    return false;
  return error.detail.every((issue) => (issue as ValidationIssue | null)?.loc?.[0] === 'path');
}
