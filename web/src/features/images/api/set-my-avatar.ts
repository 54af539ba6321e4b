import { mutate } from 'swr';
import { api, must } from '@/lib/api-client';
import type { MediaView } from '@/lib/api-types';
import { SESSION_KEY } from '@/lib/auth';

/** Uses one of my images as my avatar. */
export async function setMyAvatar(mediaId: string): Promise<MediaView> {
  const media = must(await api.PUT('/api/me/avatar', { body: { mediaId } }));
  await Promise.all([mutate(SESSION_KEY), mutate('/api/me')]);
  return media;
}
