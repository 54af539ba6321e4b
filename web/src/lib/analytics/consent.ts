/** Analytics consent (issue 13): nothing is sent before the visitor accepts; Decline means nothing is
 * ever sent; Do Not Track or Global Privacy Control means never send and do not even ask. The choice is
 * also told to the server, which keeps a signed-in person's Decline: it then records no events of its own
 * for them (signup, first message, generation, paid) from any browser. */
import type { BodyOf } from '@/lib/api-types';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';

export type Consent = 'granted' | 'denied';

const CONSENT_KEY = 'nocturne.analytics-consent';
const ID_KEY = 'nocturne.analytics-id';
/** The user a Decline made before signing in was last told to the server for. */
const SYNCED_KEY = 'nocturne.analytics-consent-synced';
const CONSENT_ENDPOINT = '/api/analytics/consent';
/** Read by the server (analytics/cookies.py): it records its own events (signup) only for consenting browsers. */
export const ANALYTICS_COOKIE = 'nocturne_aid';
const YEAR_SECONDS = 365 * 24 * 3600;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

const listeners = new Set<() => void>();
const askListeners = new Set<() => void>();
let signedInAs: string | undefined;

export function doNotTrack(nav: PrivacyNavigator = navigator): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: treated as no decision, so nothing is sent
  }
}

export function readConsent(): Consent | undefined {
  const value = storage()?.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : undefined;
}

/** Whether an event may leave the browser now. */
export function canSend(): boolean {
  return !doNotTrack() && readConsent() === 'granted';
}

/** Whether to show the consent banner: no choice made yet, and the browser does not say "do not track". */
export function shouldAsk(): boolean {
  return !doNotTrack() && readConsent() === undefined;
}

function newId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's random analytics id, made on Accept; undefined without consent. */
export function anonymousId(): string | undefined {
  if (!canSend()) return undefined;
  const store = storage();
  let id = store?.getItem(ID_KEY) ?? undefined;
  if (!id) {
    id = newId();
    store?.setItem(ID_KEY, id);
  }
  return id;
}

function setCookie(value: string | undefined): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = value
    ? `${ANALYTICS_COOKIE}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${ANALYTICS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Tell the server (best effort; it also removes the analytics cookie on a Decline). */
function sendConsent(value: Consent): void {
  const body: BodyOf<'/api/analytics/consent', 'put'> = { granted: value === 'granted' };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  const store = storage();
  if (signedInAs) store?.setItem(SYNCED_KEY, signedInAs);
  else store?.removeItem(SYNCED_KEY);
  fetch(CONSENT_ENDPOINT, {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers,
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

export function setConsent(value: Consent): void {
  const store = storage();
  store?.setItem(CONSENT_KEY, value);
  if (value === 'denied') {
    store?.removeItem(ID_KEY);
    setCookie(undefined);
  } else {
    setCookie(anonymousId());
  }
  sendConsent(value);
  for (const listener of listeners) listener();
}

/** Who is signed in (the app shell calls this as the session loads): a Decline made in this browser
 * before signing in is told to the server once for that account, so its own events stop too. */
export function syncConsent(userId: string | undefined): void {
  signedInAs = userId;
  if (!userId || readConsent() !== 'denied') return;
  if (storage()?.getItem(SYNCED_KEY) === userId) return;
  sendConsent('denied');
}

/** "Privacy choices": show the consent banner again so the visitor can change their answer. */
export function askAgain(): void {
  for (const listener of askListeners) listener();
}

export function onAskAgain(listener: () => void): () => void {
  askListeners.add(listener);
  return () => askListeners.delete(listener);
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
