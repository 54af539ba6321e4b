/** The first-party event client (issue 13): product events are queued and sent in batches to
 * /api/analytics/events, only after consent (consent.ts). Analytics never breaks the app: failures are dropped. */
import type { BodyOf } from '@/lib/api-types';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';
import { anonymousId, canSend } from './consent';

type Batch = BodyOf<'/api/analytics/events', 'post'>;
type AnalyticsEvent = Batch['events'][number];
export type EventProps = NonNullable<AnalyticsEvent['props']>;
export type ProductEvent =
  | 'page_view'
  | 'signup'
  | 'first_message'
  | 'generation_started'
  | 'generation_finished'
  | 'checkout_started'
  | 'checkout_completed'
  | 'experiment_exposure';

const ENDPOINT = '/api/analytics/events';
/** The server takes at most 50 events per batch; a queue this long is sent at once. */
const MAX_BATCH = 50;
/** Under the server's 32 KB, with room for non-ASCII text counted as one character here. */
const MAX_BYTES = 24_000;
const FLUSH_AT = 20;
const FLUSH_AFTER_MS = 5000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Record a product event. Before consent (or with Do Not Track) it is dropped, never queued. */
export function track(name: ProductEvent, props?: EventProps): void {
  if (!canSend()) return;
  queue.push({ name, ts: Date.now(), path: location.pathname, ...(props ? { props } : {}) });
  listen();
  if (queue.length >= FLUSH_AT) void flush();
  else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
}

/** Send what is queued now (also on leaving the page: fetch with keepalive outlives it). */
export async function flush(): Promise<void> {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const id = anonymousId();
  if (!canSend() || !id) {
    queue = []; // consent withdrawn meanwhile: nothing queued leaves
    return;
  }
  while (queue.length) {
    const events = takeBatch();
    const body: Batch = { events, anonymousId: id };
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = csrfToken();
    if (token) headers[CSRF_HEADER] = token;
    try {
      await fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers,
        body: JSON.stringify(body),
      });
    } catch {
      // Offline or blocked: analytics are best effort.
    }
  }
}

/** The next batch off the queue: at most 50 events and under the server's 32 KB. */
function takeBatch(): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  let bytes = 100; // the envelope and the anonymous id
  while (queue.length && events.length < MAX_BATCH) {
    const size = JSON.stringify(queue[0]).length + 1;
    if (events.length && bytes + size > MAX_BYTES) break;
    events.push(queue.shift() as AnalyticsEvent);
    bytes += size;
  }
  return events;
}

function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush();
  });
}

/** Test seam: forget the queue. */
export function resetForTests(): void {
  queue = [];
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
