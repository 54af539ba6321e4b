import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { MediaPage } from '@/lib/api-types';

export const GALLERY_KEY = '/api/images';
export const GALLERY_PAGE_SIZE = 24;

export interface GalleryQuery {
  characterId?: string | null | undefined;
  /** generated, edits or enhanced (or one source: preset, edit-image…), or none for all. */
  source?: string | null | undefined;
}

export async function getGallery(query: GalleryQuery, page: number): Promise<MediaPage> {
  return must(
    await api.GET('/api/images', {
      params: {
        query: {
          characterId: query.characterId || undefined,
          source: query.source || undefined,
          page,
          pageSize: GALLERY_PAGE_SIZE,
        },
      },
    }),
  );
}

/** My images, newest first, a page at a time ("Load more" asks for the next). */
export function useGallery(query: GalleryQuery) {
  const pages = useSWRInfinite(
    (index, previous: MediaPage | null) => {
      if (previous && previous.page * previous.pageSize >= previous.total) return null;
      return [GALLERY_KEY, query.characterId ?? '', query.source ?? '', index + 1] as const;
    },
    ([, characterId, source, page]) => getGallery({ characterId, source }, page),
    { revalidateFirstPage: false },
  );
  const items = pages.data?.flatMap((p) => p.items) ?? [];
  const last = pages.data?.at(-1);
  const total = pages.data?.[0]?.total ?? 0;
  const hasMore = last ? last.page * last.pageSize < last.total : false;
  const loadingMore =
    pages.isLoading || (pages.size > 0 && pages.data?.[pages.size - 1] === undefined);
  return { ...pages, items, total, hasMore, loadingMore };
}
