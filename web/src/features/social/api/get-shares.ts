import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { Share } from '../types';

export const SHARES_KEY = '/api/shares';

export async function getShares(): Promise<Share[]> {
  return must(await api.GET('/api/shares'));
}

/** The share links I made (revoked ones too, marked). */
export function useShares(enabled = true) {
  return useSWR(enabled ? SHARES_KEY : null, getShares);
}
