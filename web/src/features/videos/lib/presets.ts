import type { PresetFilter } from '@/lib/media/action-presets';

/** The spoken-line card (lip-sync) sits beside the custom actions: it is SFW and has no category. */
export function showsTalk(filter: PresetFilter): boolean {
  return filter.category === null && (filter.rating === null || filter.rating === 'SFW');
}
