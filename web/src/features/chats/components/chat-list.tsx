import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useChatPages } from '../api/get-chats';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** My chats, most recent first, with more loaded on demand. */
export function ChatList() {
  const { chats: data, error, isLoading, isLoadingMore, hasMore, loadMore } = useChatPages();
  return (
    <div className="grid gap-4">
      <Link to="/chat/create" className={buttonVariants({ className: 'justify-self-start' })}>
        New chat
      </Link>
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {isLoading && !data ? <Spinner /> : null}
      {data && data.length === 0 ? (
        <EmptyState
          title="No chats yet"
          actions={
            <>
              <Link to="/directory" className={buttonVariants()}>
                Pick a companion
              </Link>
              <Link to="/create" className={buttonVariants({ variant: 'outline' })}>
                Create your own
              </Link>
            </>
          }
        >
          Choose a character from the directory and say hello: your chats will be listed here.
        </EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <ul className="grid gap-2" data-testid="chat-list">
          {data.map((chat) => (
            <li key={chat.id}>
              <Link
                to={pathTo('/chat/:id', { id: chat.id })}
                className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 hover:border-primary/60"
              >
                <div className="flex -space-x-2">
                  {chat.characters.slice(0, 3).map((c) => (
                    <CharacterAvatar key={c.id} name={c.name} url={c.avatarUrl} />
                  ))}
                </div>
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-semibold">{chat.title}</span>
                    <time
                      className="shrink-0 text-xs text-muted-foreground"
                      dateTime={chat.lastMessageAt}
                    >
                      {when.format(new Date(chat.lastMessageAt))}
                    </time>
                  </div>
                  <span className="truncate text-xs text-muted-foreground">
                    {chat.characters.map((c) => c.name).join(', ')}
                    {chat.isGroupChat ? ' · group' : ''}
                  </span>
                  <span className="truncate text-sm text-foreground/80">
                    {chat.lastMessage ?? ''}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={isLoadingMore}
          onClick={() => void loadMore()}
        >
          {isLoadingMore ? 'Loading…' : 'Show older chats'}
        </Button>
      ) : null}
    </div>
  );
}
