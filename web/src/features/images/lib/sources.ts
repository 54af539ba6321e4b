import type { MediaView } from '@/lib/api-types';

/** How an image was made, in words (spec 3 Video generation request `source`, image side). */
export function sourceLabel(source: string): string {
  switch (source) {
    case 'text_to_video':
      return 'Still for a video';
    case 'preset':
      return 'From a pose';
    case 'image_gen':
      return 'From a prompt';
    case 'character_gen':
      return 'Photo in a chat';
    case 'scene_gen':
      return 'Scene from a chat';
    case 'edit-image':
      return 'Edited';
    case 'enhance':
      return 'Enhanced';
    default:
      return 'Generated';
  }
}

export type SourceFilter = 'all' | 'generated' | 'videos' | 'edits' | 'enhanced';

export const SOURCE_FILTERS: readonly { value: SourceFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'generated', label: 'Generated' },
  { value: 'videos', label: 'Videos' },
  { value: 'edits', label: 'Edits' },
  { value: 'enhanced', label: 'Enhanced' },
];

/** The server's `source` for a filter: the gallery takes the groups by name. */
export function serverSource(filter: SourceFilter): string | null {
  return filter === 'all' ? null : filter;
}

/** The file name a download gets (a video is an MP4). */
export function downloadName(
  media: Pick<MediaView, 'id' | 'createdAt'> & { kind?: string },
): string {
  const day = media.createdAt.slice(0, 10);
  return `nocturne-${day}-${media.id.slice(0, 8)}.${media.kind === 'video' ? 'mp4' : 'png'}`;
}

/** A style preset's id as words ('anime-style' → 'Anime style'). */
export function styleLabel(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}` : id;
}
