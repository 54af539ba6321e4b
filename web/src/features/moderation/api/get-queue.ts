import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { QueueItem } from '@/lib/api-types';

export type QueueKind = 'queue' | 'emergency';

export async function getQueue(kind: QueueKind): Promise<QueueItem[]> {
  const result =
    kind === 'queue'
      ? await api.GET('/api/moderators/queue')
      : await api.GET('/api/moderators/emergency');
  return must(result).items;
}

export function useQueue(kind: QueueKind) {
  return useSWR(`/api/moderators/${kind}`, () => getQueue(kind));
}
