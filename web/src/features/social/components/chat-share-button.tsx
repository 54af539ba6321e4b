import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ExcerptMessage } from './chat-share-dialog';

// The dialog (and the share-link dialog behind it) loads when it is first opened: the chat page
// keeps its byte budget.
const ChatShareDialog = lazy(() =>
  import('./chat-share-dialog').then((m) => ({ default: m.ChatShareDialog })),
);

/** The Share button of the chat screen, beside its settings (its own component, kept small). */
export function ChatShareButton({
  chatId,
  load,
  className,
}: {
  chatId: string;
  load(): Promise<ExcerptMessage[]>;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('h-10 rounded-full bg-background/80', className)}
        onClick={() => setOpen(true)}
        data-testid="chat-share-button"
      >
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChatShareDialog open chatId={chatId} load={load} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
