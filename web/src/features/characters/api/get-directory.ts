import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CharacterPage } from '@/lib/api-types';

export interface DirectoryQuery {
  category?: string | undefined;
  q?: string | undefined;
  sort: 'new' | 'popular';
  page: number;
  pageSize?: number;
}

export async function getDirectory(query: DirectoryQuery): Promise<CharacterPage> {
  return must(
    await api.GET('/api/directory', {
      params: {
        query: {
          category: query.category || undefined,
          q: query.q || undefined,
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize ?? 24,
        },
      },
    }),
  );
}

export function useDirectory(query: DirectoryQuery) {
  return useSWR(['/api/directory', query], () => getDirectory(query), { keepPreviousData: true });
}
