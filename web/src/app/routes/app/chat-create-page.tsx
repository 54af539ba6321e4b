import { PageHeader } from '@/components/layouts/page-header';
import { ChatCreateForm } from '@/features/chats/components/chat-create-form';

export function ChatCreatePage() {
  return (
    <section>
      <PageHeader>Pick one character, or several for a group chat.</PageHeader>
      <ChatCreateForm />
    </section>
  );
}
