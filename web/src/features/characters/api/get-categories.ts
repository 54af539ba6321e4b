import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { CategoryCount } from '@/lib/api-types';

export async function getCategories(): Promise<CategoryCount[]> {
  return must(await api.GET('/api/directory/categories'));
}

export function useCategories() {
  return useSWR('/api/directory/categories', getCategories);
}
