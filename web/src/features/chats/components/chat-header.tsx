import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { ChatDetail } from '@/lib/api-types';

/** The chat's own header: who is in it, the title, and the settings button. */
export function ChatHeader({ chat, onOpenSettings }: { chat: ChatDetail; onOpenSettings(): void }) {
  return (
    <header className="flex shrink-0 items-center gap-3 border-b border-border/60 px-3 py-2 sm:px-4">
      <Link
        to={pathTo('/chat')}
        className="-ml-1 grid size-10 place-items-center rounded-full text-lg text-muted-foreground hover:bg-accent"
        aria-label="All chats"
      >
        ‹
      </Link>
      <div className="-space-x-3 flex shrink-0">
        {chat.characters.slice(0, 4).map((c) => (
          <CharacterAvatar
            key={c.id}
            name={c.name}
            url={c.avatarUrl}
            className="ring-2 ring-background"
          />
        ))}
      </div>
      <div className="grid min-w-0 flex-1">
        <h1
          className="truncate font-display text-lg font-semibold leading-tight"
          data-testid="chat-title"
        >
          {chat.title}
        </h1>
        <p className="truncate text-xs text-muted-foreground">
          {chat.isGroupChat ? 'Group chat · ' : ''}
          {chat.characters.map((c, i) => (
            <span key={c.id}>
              {i > 0 ? ', ' : ''}
              <Link to={pathTo('/char/:id', { id: c.id })} className="hover:text-primary">
                {c.name}
              </Link>
            </span>
          ))}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 rounded-full text-lg"
        aria-label="Chat settings"
        data-testid="settings-button"
        onClick={onOpenSettings}
      >
        ⚙
      </Button>
    </header>
  );
}
