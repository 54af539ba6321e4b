import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useCharacter } from '@/features/characters/api/get-character';
import { CharacterDetails } from '@/features/characters/components/character-details';
import { useStartChat } from '@/features/chats/hooks/use-start-chat';
import { CharacterPostButton } from '@/features/social/components/character-post-button';
import { ShareButton } from '@/features/social/components/share-button';
import { errorMessage, isNotFound } from '@/lib/api-error';

export function CharacterPage() {
  const { id = '' } = useParams();
  const { data, error } = useCharacter(id);
  const { starting, startError, startChat } = useStartChat();

  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  if (error && !data) {
    return (
      <StatusScreen title="Character not found">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <section className="mx-auto grid max-w-5xl gap-4">
      {startError ? <Alert variant="destructive">{startError}</Alert> : null}
      {data.isOwner && data.visibility === 'public' ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <CharacterPostButton characterId={data.id} />
          <ShareButton
            title={`Share ${data.name}`}
            input={{ kind: 'character', characterId: data.id }}
          />
        </div>
      ) : null}
      <CharacterDetails
        character={data}
        starting={starting}
        onStartChat={() => void startChat(id)}
      />
    </section>
  );
}
