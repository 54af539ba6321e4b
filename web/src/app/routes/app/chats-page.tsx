import { PageHeader } from '@/components/layouts/page-header';
import { ChatList } from '@/features/chats/components/chat-list';

export function ChatsPage() {
  return (
    <section className="max-w-3xl">
      <PageHeader />
      <ChatList />
    </section>
  );
}
