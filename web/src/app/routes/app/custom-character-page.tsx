import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useCharacter } from '@/features/characters/api/get-character';
import { CharacterForm } from '@/features/characters/components/character-form';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** /custom creates a character with every field; /custom?edit={id} edits one of mine. */
export function CustomCharacterPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const { data, error } = useCharacter(editId);
  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  return (
    <section className="max-w-3xl">
      <PageHeader>{editId ? `Editing ${data?.name ?? 'your character'}.` : null}</PageHeader>
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {!editId ? <CharacterForm /> : null}
      {editId && data && !data.isOwner ? (
        <Alert variant="destructive">Only the character's owner can edit it.</Alert>
      ) : null}
      {editId && data?.isOwner ? <CharacterForm key={data.id} character={data} /> : null}
      {editId && !data && !error ? <Spinner /> : null}
    </section>
  );
}
