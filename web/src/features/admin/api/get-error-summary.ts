import useSWR from 'swr';
import type { components } from '@/api/gen/schema';
import { api, must } from '@/lib/api-client';

export type ErrorSummary = components['schemas']['ErrorSummaryOut'];

export async function getErrorSummary(): Promise<ErrorSummary> {
  return must(await api.GET('/api/admin/errors'));
}

export function useErrorSummary() {
  return useSWR('/api/admin/errors', getErrorSummary, { refreshInterval: 60_000 });
}
