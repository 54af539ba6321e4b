import useSWRInfinite from 'swr/infinite';
import { api, must } from '@/lib/api-client';
import type { MediaPage } from '@/lib/api-types';

const PAGE_SIZE = 24;

export async function getCharacterImages(characterId: string, page: number): Promise<MediaPage> {
  return must(
    await api.GET('/api/images', {
      params: { query: { characterId, page, pageSize: PAGE_SIZE } },
    }),
  );
}

/** My pictures of one character, newest first, to start a video from (videos are left out). */
export function useCharacterImages(characterId: string | null) {
  const pages = useSWRInfinite(
    (index, previous: MediaPage | null) => {
      if (!characterId) return null;
      if (previous && previous.page * previous.pageSize >= previous.total) return null;
      return ['/api/images', characterId, '', index + 1] as const;
    },
    ([, id, , page]) => getCharacterImages(id, page),
    { revalidateFirstPage: false },
  );
  const items = (pages.data?.flatMap((p) => p.items) ?? []).filter((m) => m.kind === 'image');
  const last = pages.data?.at(-1);
  const hasMore = last ? last.page * last.pageSize < last.total : false;
  const loadingMore =
    pages.isLoading || (pages.size > 0 && pages.data?.[pages.size - 1] === undefined);
  return { ...pages, items, hasMore, loadingMore };
}
