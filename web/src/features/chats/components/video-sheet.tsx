import type { ChatCharacter } from '@/lib/api-types';
import type { VideoRequest, VideoTarget } from '../lib/video-requests';
import { AnimateSheet } from './animate-sheet';
import { ExtendDialog } from './extend-dialog';
import { SayItDialog } from './say-it-dialog';

export interface VideoSheetProps {
  target: VideoTarget;
  chatId: string;
  /** Who is in the picture or video. */
  character: ChatCharacter;
  /** Their last reply, for Say it. */
  lastReply: string;
  onClose(): void;
  onStart(body: VideoRequest): Promise<void>;
}

/** The sheet of a video action (loaded when first opened): Animate, Extend or Say it. */
export function VideoSheet({ target, lastReply, ...rest }: VideoSheetProps) {
  if (target.action === 'animate') return <AnimateSheet source={target.source} {...rest} />;
  if (target.action === 'extend') return <ExtendDialog source={target.source} {...rest} />;
  return <SayItDialog source={target.source} lastReply={lastReply} {...rest} />;
}
