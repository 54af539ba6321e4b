import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Flag, QueueKind, QueueStatus } from '../types';

export async function getQueue(kind: QueueKind, status: QueueStatus): Promise<Flag[]> {
  const params = { query: { status } };
  const result =
    kind === 'queue'
      ? await api.GET('/api/moderators/queue', { params })
      : await api.GET('/api/moderators/emergency', { params });
  return must(result).items;
}

export function queueKey(kind: QueueKind, status: QueueStatus): string {
  return `/api/moderators/${kind}?status=${status}`;
}

export function useQueue(kind: QueueKind, status: QueueStatus) {
  return useSWR(queueKey(kind, status), () => getQueue(kind, status));
}
