import type { SWRConfiguration } from 'swr';
import { ApiError } from './api-error';

/** Spec 9, Data fetching. */
export const DEDUPING_INTERVAL_MS = 2000;
export const ERROR_RETRY_INTERVAL_MS = 5000;
export const LOADING_TIMEOUT_MS = 3000;

export const swrConfig = {
  dedupingInterval: DEDUPING_INTERVAL_MS,
  errorRetryInterval: ERROR_RETRY_INTERVAL_MS,
  loadingTimeout: LOADING_TIMEOUT_MS,
  // A 4xx will answer the same next time; only retry server and network failures.
  shouldRetryOnError: (error: unknown) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  revalidateOnFocus: true,
} satisfies SWRConfiguration;
