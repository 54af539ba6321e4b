import { useCallback } from 'react';
import { useParams } from 'react-router';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { getChat, useChatDetail } from '@/features/chats/api/get-chat';
import { ChatRoom } from '@/features/chats/components/chat-room';
import { usePersonas } from '@/features/personas/api/personas';
import { errorMessage } from '@/lib/api-error';

export function ChatPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useChatDetail(id);
  const personas = usePersonas();
  const reload = useCallback(async () => {
    const fresh = await getChat(id);
    await mutate(fresh, { revalidate: false });
    return fresh;
  }, [id, mutate]);

  if (error && !data) {
    return (
      <StatusScreen title="This chat could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <section className="mx-auto max-w-3xl">
      <ChatRoom key={data.id} chat={data} reload={reload} personas={personas.data ?? []} />
    </section>
  );
}
