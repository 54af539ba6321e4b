import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import { contentPath, initialContentPage } from '../page-data';
import type { ContentPageData } from '../types';

export async function getContentPage(path: string): Promise<ContentPageData> {
  return must(await api.GET('/api/content/page', { params: { query: { path } } }));
}

/** A content page: from the server's #page-data on first load, else fetched (client-side navigation). */
export function useContentPage(pathname: string) {
  const path = contentPath(pathname);
  const initial = initialContentPage(path);
  return useSWR(['/api/content/page', path], () => getContentPage(path), {
    fallbackData: initial,
    revalidateOnMount: initial === undefined,
    revalidateOnFocus: false,
  });
}
