import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useStartChat } from '@/features/chats/hooks/use-start-chat';
import { useSharedItem } from '@/features/social/api/get-shared-item';
import { MadeOnNocturne } from '@/features/social/components/made-on-nocturne';
import { SharedItemView } from '@/features/social/components/shared-item-view';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** /share/{id}: something a user shared by link; a revoked or unknown link is the 404 page. */
export function SharePage() {
  const { id = '' } = useParams();
  const { data, error } = useSharedItem(id);
  const { starting, startError, startChat } = useStartChat();

  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  if (error && !data) {
    return (
      <StatusScreen title="This link could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <section className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-8">
      {startError ? <Alert variant="destructive">{startError}</Alert> : null}
      <SharedItemView item={data} starting={starting} onStartChat={(cid) => void startChat(cid)} />
      <MadeOnNocturne />
    </section>
  );
}
