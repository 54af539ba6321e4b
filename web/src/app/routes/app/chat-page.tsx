import { useCallback } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { getChat, useChatDetail } from '@/features/chats/api/get-chat';
import { ChatRoom } from '@/features/chats/components/chat-room';
import { usePersonas } from '@/features/personas/api/personas';
import { ChatShareButton } from '@/features/social/components/chat-share-button';
import { errorMessage, isNotFound } from '@/lib/api-error';

export function ChatPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useChatDetail(id);
  const personas = usePersonas();
  const loadMessages = useCallback(async () => (await getChat(id)).messages, [id]);
  const reload = useCallback(async () => {
    const fresh = await getChat(id);
    await mutate(fresh, { revalidate: false });
    return fresh;
  }, [id, mutate]);

  if (error && !data && isNotFound(error)) {
    return (
      <div className="overflow-y-auto px-4 py-10">
        <NotFoundPage />
      </div>
    );
  }
  if (error && !data) {
    return (
      <div className="overflow-y-auto px-4 py-10">
        <StatusScreen title="This chat could not be opened">
          <p>{errorMessage(error)}</p>
        </StatusScreen>
      </div>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <section className="relative mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">
      {/* Beside the header's settings button: share an excerpt of this chat. */}
      <ChatShareButton
        chatId={data.id}
        load={loadMessages}
        className="absolute top-2 right-14 z-10 sm:right-16"
      />
      <ChatRoom key={data.id} chat={data} reload={reload} personas={personas.data ?? []} />
    </section>
  );
}
