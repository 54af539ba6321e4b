import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { Share } from '../types';
import { isSharesKey } from './get-shares';

export type ShareInput =
  | { kind: 'media'; mediaId: string }
  | { kind: 'character'; characterId: string }
  | { kind: 'chat'; chatId: string; messageIds: string[] };

/** Makes an unguessable link to one of my things (owner only). */
export async function createShare(input: ShareInput): Promise<Share> {
  const share = must(await api.POST('/api/shares', { body: input }));
  await mutate(isSharesKey);
  return share;
}
