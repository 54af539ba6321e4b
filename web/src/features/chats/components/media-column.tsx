import type { ReactNode } from 'react';
import { columnWidth } from '../lib/media-result';
import type { VideoSource } from '../lib/video-requests';
import { MediaActions } from './media-actions';

/** A finished picture or video in the chat, as large as the column allows, with what it can
 * become below it. */
export function MediaColumn({ source, children }: { source: VideoSource; children: ReactNode }) {
  return (
    <div className="grid gap-2" style={{ width: columnWidth(source) }}>
      {children}
      <MediaActions source={source} />
    </div>
  );
}
