import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Share } from '../types';

export const SHARES_KEY = '/api/shares';

/** What one item's share links are filtered by (a media, character or chat id). */
export type ShareTarget = { kind: Share['kind']; targetId: string };

export async function getShares(target?: ShareTarget): Promise<Share[]> {
  return must(await api.GET('/api/shares', { params: { query: target ?? {} } }));
}

/** The share links I made of one item (revoked ones too, marked). */
export function useShares(target: ShareTarget, enabled = true) {
  return useSWR(enabled ? [SHARES_KEY, target.kind, target.targetId] : null, () =>
    getShares(target),
  );
}

/** Revalidates every list of my share links after one is made or revoked. */
export function isSharesKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === SHARES_KEY;
}
