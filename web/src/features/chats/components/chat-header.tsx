import { Link } from 'react-router';
import { CharacterAvatar } from '@/components/character-avatar';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import type { ChatDetail } from '@/lib/api-types';

/** The chat's title, its characters and the settings button. */
export function ChatHeader({ chat, onOpenSettings }: { chat: ChatDetail; onOpenSettings(): void }) {
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-border pb-4">
      <div className="flex -space-x-2">
        {chat.characters.map((c) => (
          <CharacterAvatar
            key={c.id}
            name={c.name}
            url={c.avatarUrl}
            className="ring-2 ring-background"
          />
        ))}
      </div>
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-semibold" data-testid="chat-title">
          {chat.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          {chat.isGroupChat ? 'Group chat with ' : 'Chat with '}
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
        variant="outline"
        size="sm"
        className="ml-auto"
        data-testid="settings-button"
        onClick={onOpenSettings}
      >
        ⚙ Settings
      </Button>
    </header>
  );
}
