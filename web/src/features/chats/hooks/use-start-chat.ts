import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath, pathTo } from '@/config/paths';
import { createChat } from '@/features/chats/api/create-chat';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';

/**
 * "Start chat" with one character: a visitor goes to log in and comes back here; a signed-in user
 * gets a new chat and lands in it, or the server's sentence when it could not be made.
 */
export function useStartChat() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  async function startChat(characterId: string) {
    if (!user) {
      navigate(loginPath(location.pathname));
      return;
    }
    setStarting(true);
    setStartError(null);
    try {
      const chat = await createChat([characterId]);
      navigate(pathTo('/chat/:id', { id: chat.id }));
    } catch (e) {
      setStartError(errorMessage(e));
      setStarting(false);
    }
  }

  return { starting, startError, startChat };
}
