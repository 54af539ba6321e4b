import type { MediaView } from '@/lib/api-types';

type Linked = Pick<MediaView, 'id' | 'kind' | 'source'>;

/**
 * How a video relates to what it was made from, read from the video's own `source` (its mode):
 * "Extended from" a video, "Edited from", "Upscaled from", "Voice added to", or "Made from image".
 */
export function madeFromLabel(child: Pick<MediaView, 'source'>, parent: Pick<MediaView, 'kind'>) {
  switch (child.source) {
    case 'extend-video':
      return 'Extended from';
    case 'edit-video':
      return 'Edited from';
    case 'enhanced-video':
      return 'Upscaled from';
    case 'add-audio-to-video':
      return 'Voice added to';
    default:
      return parent.kind === 'video' ? 'Made from video' : 'Made from image';
  }
}

export interface ChainLink<T extends Linked> {
  media: T;
  /** How the item before it in the chain (the video itself first) was made from this one. */
  label: string;
}

/** A video's ancestry, nearest first, each with how the one after it was made from it. */
export function chainLinks<T extends Linked>(video: Linked, chain: readonly T[]): ChainLink<T>[] {
  return chain.map((media, i) => ({
    media,
    label: madeFromLabel(i === 0 ? video : (chain[i - 1] ?? video), media),
  }));
}

/** How a video was made, in words (its mode). */
export function videoSourceLabel(source: string): string {
  switch (source) {
    case 'image-to-video':
      return 'From an image';
    case 'text-to-video':
      return 'From a scene';
    case 'extend-video':
      return 'Extended';
    case 'lipsync-video':
      return 'Lip-sync';
    case 'add-audio-to-video':
      return 'With voice';
    case 'edit-video':
      return 'Edited';
    case 'enhanced-video':
      return 'Upscaled';
    default:
      return 'Video';
  }
}

/** A preset id as words ('fus-roh-dah' → 'Fus roh dah'), when the catalogue's name is not at hand. */
export function actionLabel(id: string | null | undefined): string {
  const words = (id ?? '').replace(/[-_]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}` : '';
}

/** One line about a linked item: how it was made, and a video's length. */
export function mediaSummary(media: Pick<MediaView, 'kind' | 'source' | 'duration'>): string {
  if (media.kind !== 'video') {
    return media.source === 'text_to_video' ? 'The still made for it' : 'Your image';
  }
  const length = media.duration ? ` · ${Math.round(media.duration)} s` : '';
  return `${videoSourceLabel(media.source)}${length}`;
}
