import { createContext, useContext } from 'react';
import type { MediaResult } from '../lib/ui-messages';
import type { VideoTarget } from '../lib/video-requests';

export interface VideoActions {
  /** Opens the sheet of an action (Animate, Extend, Say it) on a picture or video of the chat. */
  open(target: VideoTarget): void;
  /** Whether a failed video can be asked for again (its request is known, or it started from a picture). */
  canRetry(messageId: string, result: MediaResult): boolean;
  retry(messageId: string, result: MediaResult, characterId?: string): void;
  /** A turn or a request is running. */
  locked: boolean;
}

export const VideoContext = createContext<VideoActions | null>(null);

export function useVideoActions(): VideoActions | null {
  return useContext(VideoContext);
}
