export const CSRF_COOKIE = 'nocturne_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

let lastToken: string | undefined;

/** Remembers the token of the last SessionInfo, used when the cookie cannot be read. */
export function rememberCsrfToken(token: string | undefined): void {
  lastToken = token || undefined;
}

export function readCookie(name: string, cookies = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function csrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE) || lastToken;
}
