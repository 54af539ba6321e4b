import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { pathTo } from '@/config/paths';
import { CharacterPickGrid } from '@/features/characters/components/character-pick-grid';
import { createChat } from '@/features/chats/api/create-chat';
import { errorMessage } from '@/lib/api-error';
import type { CharacterSummary } from '@/lib/api-types';
import { useAuth } from '@/lib/auth';

/** /choose-your-slut and /landing-char: pick a character; signed in, that starts a chat. */
export function CharacterPickPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onPick(character: CharacterSummary) {
    setBusyId(character.id);
    setError(null);
    try {
      const chat = await createChat([character.id]);
      navigate(pathTo('/chat/:id', { id: chat.id }));
    } catch (e) {
      setError(errorMessage(e));
      setBusyId(null);
    }
  }

  return (
    <section>
      <PageHeader>
        {user ? 'Pick someone to start chatting right away.' : 'Pick someone to meet them.'}
      </PageHeader>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <CharacterPickGrid onPick={user ? (c) => void onPick(c) : undefined} busyId={busyId} />
    </section>
  );
}
