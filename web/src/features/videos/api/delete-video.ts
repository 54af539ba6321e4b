import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { videoKey } from './get-video';

/** Deletes one of my videos (media are deleted at /api/images/{id}); the gallery is read again. */
export async function deleteVideo(id: string): Promise<void> {
  await api.DELETE('/api/images/{image_id}', { params: { path: { image_id: id } } });
  await mutate(videoKey(id), undefined, { revalidate: false });
  await mutate(`/api/images/${id}`, undefined, { revalidate: false });
  await mutate((key) => Array.isArray(key) && key[0] === '/api/images');
}
