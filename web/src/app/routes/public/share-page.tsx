import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { loginPath, pathTo } from '@/config/paths';
import { createChat } from '@/features/chats/api/create-chat';
import { useSharedItem } from '@/features/social/api/get-shared-item';
import { MadeOnNocturne } from '@/features/social/components/made-on-nocturne';
import { SharedItemView } from '@/features/social/components/shared-item-view';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';

/** /share/{id}: something a user shared by link; a revoked or unknown link is the 404 page. */
export function SharePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, error } = useSharedItem(id);
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
