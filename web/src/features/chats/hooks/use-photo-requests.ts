import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { type PhotoRequest, sendPhoto } from '../api/send-photo';
import { type ChatUIMessage, toUIMessages } from '../lib/ui-messages';

/**
 * "Send a photo": asks for one and puts its pending message at the end of the chat at once (the
 * next read of the chat keeps it, stored). Retry asks again for the character as they look.
 */
export function usePhotoRequests(
  chatId: string,
  getMessages: () => ChatUIMessage[],
  setMessages: (messages: ChatUIMessage[]) => void,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const request = useCallback(
    async (photo: PhotoRequest) => {
      setBusy(true);
      setError(null);
      try {
        const { message } = await sendPhoto(chatId, photo);
        setMessages([...getMessages(), ...toUIMessages([message])]);
      } catch (e) {
        // A refused prompt (422) or an unknown pose (400) say what to change.
        setError(errorMessage(e));
      } finally {
        setBusy(false);
      }
    },
    [chatId, getMessages, setMessages],
  );

  const retry = useCallback(
    (characterId?: string) => void request({ mode: 'look', characterId }),
    [request],
  );

  return { request, retry, busy, error, clearError: () => setError(null) };
}
