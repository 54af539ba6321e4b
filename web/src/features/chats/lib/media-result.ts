import type { JobView } from '@/lib/api-types';
import type { MediaResult } from './ui-messages';

export interface MediaSize {
  width: number;
  height: number;
}

/** The size a chat media result states, or `fallback` when it states none. */
export function statedSize(result: MediaResult, fallback: MediaSize): MediaSize {
  return result.width && result.height ? { width: result.width, height: result.height } : fallback;
}

/** As wide as the column allows, and no taller than about two thirds of the screen. */
export function columnWidth(size: MediaSize): string {
  return `min(100%, calc(68dvh * ${size.width / size.height}))`;
}

/** Why a result could not be made: its stored error, or its job's; null while it can still come. */
export function failureOf(result: MediaResult, job: JobView | undefined): string | null {
  return result.error || (job?.state === 'failed' ? job.error || 'It could not be made.' : null);
}
