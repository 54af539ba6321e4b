import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { ImageDetail } from '@/lib/api-types';

export async function getStartImage(id: string): Promise<ImageDetail> {
  return must(await api.GET('/api/images/{image_id}', { params: { path: { image_id: id } } }));
}

/** One of my pictures a video is asked to start from (/generate?tab=video&start={id}). The same key
 * and answer as the image page's, so a picture just seen is not read again. */
export function useStartImage(id: string | null) {
  const answer = useSWR(id ? `/api/images/${id}` : null, () => getStartImage(id ?? ''), {
    revalidateOnFocus: false,
  });
  const image = answer.data?.image;
  return { ...answer, image: image?.kind === 'image' ? image : undefined };
}
