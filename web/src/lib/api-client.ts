import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@/api/gen/schema';
import { apiErrorFromResponse } from './api-error';
import { CSRF_HEADER, csrfToken } from './csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Adds the CSRF header to writes (the server checks it on POST/PUT/PATCH/DELETE). */
export const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
    const token = csrfToken();
    if (token) request.headers.set(CSRF_HEADER, token);
    return request;
  },
};

/** Turns every non-2xx answer into a thrown ApiError with a readable message. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorFromResponse(response);
    return undefined;
  },
};

let inFlight = 0;
const onSettled: (() => void)[] = [];

/** The browser's fetch, counting the requests under way (looked up per call, so tests can stub it). */
async function countedFetch(request: Request): Promise<Response> {
  inFlight += 1;
  try {
    return await fetch(request);
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of onSettled.splice(0)) resolve();
  }
}

/** Resolves once no API request is under way: logging out waits for the page's own reads, so none
 * of them reaches the server after the session has ended and comes back 401. */
export function requestsSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => onSettled.push(resolve));
}

export const api = createClient<paths>({ credentials: 'same-origin', fetch: countedFetch });
api.use(csrfMiddleware, errorMiddleware);

/** The data of an answer that had a body (errors were already thrown by the middleware). */
export function must<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The server sent an empty answer.');
  return result.data;
}
