import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import type { VideoRequest } from '../lib/video-requests';

/**
 * A video sheet's request: while it is sent the button waits; a refusal (a 400 or 422, moderation
 * included) is shown in the sheet with the server's words, so the person can change what they asked;
 * once started the sheet closes.
 */
export function useVideoSubmit(
  onStart: (body: VideoRequest) => Promise<void>,
  onClose: () => void,
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (body: VideoRequest) => {
    setPending(true);
    setError(null);
    try {
      await onStart(body);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
      setPending(false);
    }
  };
  return { submit, pending, error };
}
