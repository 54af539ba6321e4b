import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { StreamPage } from '../types';

type StreamKey = readonly ['/api/streams', string, string | null];

export async function getStream(key: string, cursor: string | null): Promise<StreamPage> {
  return must(
    await api.GET('/api/streams/{key}', {
      params: { path: { key }, query: { cursor: cursor ?? undefined } },
    }),
  );
}

/** A character's public stream: the character, then the public posts of them, newest first. */
export function useStream(key: string) {
  return useSWRInfinite<StreamPage, unknown, (i: number, p: StreamPage | null) => StreamKey | null>(
    (_i, previous) =>
      previous && !previous.nextCursor ? null : ['/api/streams', key, previous?.nextCursor ?? null],
    ([, k, cursor]) => getStream(k, cursor),
  );
}
