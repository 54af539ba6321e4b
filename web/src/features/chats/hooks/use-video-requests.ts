import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { startVideo } from '@/lib/media/start-video';
import { type ChatUIMessage, type MediaResult, toUIMessages } from '../lib/ui-messages';
import type { VideoRequest, VideoTarget } from '../lib/video-requests';

const FROM_IMAGE = new Set(['image-to-video', 'lipsync-video']);

/**
 * Videos in the chat: starts one and puts its pending genVideo message at the end of the chat at once
 * (the next read of the chat keeps it, stored). A failed video is asked for again with the same
 * request when this page sent it; after a reload, one made from a picture reopens its sheet on that
 * picture.
 */
export function useVideoRequests(
  getMessages: () => ChatUIMessage[],
  setMessages: (messages: ChatUIMessage[]) => void,
  open: (target: VideoTarget) => void,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What each video of this visit was asked with, by its message id.
  const sent = useRef(new Map<string, VideoRequest>());

  /** Starts a video; a refusal (400, 422) is thrown for the sheet to show where it was asked. */
  const start = useCallback(
    async (body: VideoRequest) => {
      setBusy(true);
      setError(null);
      try {
        const { message } = await startVideo(body);
        if (message) {
          sent.current.set(message.id, body);
          setMessages([...getMessages(), ...toUIMessages([message])]);
        }
      } finally {
        setBusy(false);
      }
    },
    [getMessages, setMessages],
  );

  const canRetry = useCallback(
    (messageId: string, result: MediaResult) =>
      sent.current.has(messageId) ||
      Boolean(result.inputImageUrl && FROM_IMAGE.has(result.mode ?? '')),
    [],
  );

  const retry = useCallback(
    (messageId: string, result: MediaResult, characterId?: string) => {
      const body = sent.current.get(messageId);
      if (body) {
        start(body).catch((e: unknown) => setError(errorMessage(e)));
        return;
      }
      if (!result.inputImageUrl) return;
      open({
        action: result.mode === 'lipsync-video' ? 'say' : 'animate',
        source: {
          kind: 'image',
          url: result.inputImageUrl,
          poster: result.inputImageUrl,
          characterId,
          shouldBlur: Boolean(result.shouldBlur),
          width: result.width ?? 916,
          height: result.height ?? 1145,
        },
      });
    },
    [open, start],
  );

  return { start, retry, canRetry, busy, error, clearError: () => setError(null) };
}
