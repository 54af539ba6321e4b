import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import type { EditStyle } from '@/lib/api-types';

export async function getEditStyles(): Promise<EditStyle[]> {
  return must(await api.GET('/api/catalog/edit-styles'));
}

/** The image edit style presets, Custom first. */
export function useEditStyles() {
  return useSWR('/api/catalog/edit-styles', getEditStyles, { revalidateOnFocus: false });
}
