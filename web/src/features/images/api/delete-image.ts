import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { GALLERY_KEY } from './get-gallery';
import { imageKey } from './get-image';

/** Deletes one of my images; the gallery pages and the image are read again. */
export async function deleteImage(id: string): Promise<void> {
  await api.DELETE('/api/images/{image_id}', { params: { path: { image_id: id } } });
  await mutate(imageKey(id), undefined, { revalidate: false });
  await mutate((key) => Array.isArray(key) && key[0] === GALLERY_KEY);
}
