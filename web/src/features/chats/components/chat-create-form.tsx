import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { CharacterCard } from '@/components/character-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import type { CharacterSummary } from '@/lib/api-types';
import { createChat } from '../api/create-chat';
import { useMyCharactersForChat, usePublicCharactersForChat } from '../api/get-pickable-characters';

const MAX_MEMBERS = 8;

function PickList({
  title,
  items,
  selected,
  onToggle,
}: {
  title: string;
  items: CharacterSummary[] | undefined;
  selected: string[];
  onToggle(c: CharacterSummary): void;
}) {
  return (
    <section className="grid gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {items && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None found.</p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {(items ?? []).map((c) => (
          <CharacterCard
            key={c.id}
            compact
            character={c}
            selected={selected.includes(c.id)}
            action={(name) => (
              <button
                type="button"
                aria-pressed={selected.includes(c.id)}
                className="text-left hover:text-primary"
                onClick={() => onToggle(c)}
              >
                {name}
              </button>
            )}
          />
        ))}
      </div>
    </section>
  );
}

/** Pick one character, or several for a group chat, and start. */
export function ChatCreateForm() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<CharacterSummary[]>([]);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = useMyCharactersForChat();
  const found = usePublicCharactersForChat(q);
  const ids = selected.map((c) => c.id);

  function toggle(c: CharacterSummary) {
    setSelected((now) =>
      now.some((s) => s.id === c.id)
        ? now.filter((s) => s.id !== c.id)
        : now.length >= MAX_MEMBERS
          ? now
          : [...now, c],
    );
  }

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const chat = await createChat(ids);
      navigate(pathTo('/chat/:id', { id: chat.id }));
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
  }

  return (
    <div className="grid gap-6" data-testid="chat-create">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="sticky top-16 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-background/90 p-3 backdrop-blur">
        <span className="text-sm" data-testid="chat-create-selection">
          {selected.length === 0
            ? `Pick a character, or up to ${MAX_MEMBERS} for a group chat.`
            : `${selected.map((c) => c.name).join(', ')}${selected.length > 1 ? ' (group chat)' : ''}`}
        </span>
        <Button
          className="ml-auto"
          disabled={busy || selected.length === 0}
          data-testid="start-chat"
          onClick={() => void start()}
        >
          {busy ? 'Starting…' : selected.length > 1 ? 'Start group chat' : 'Start chat'}
        </Button>
      </div>
      {mine.error ? <Alert variant="destructive">{errorMessage(mine.error)}</Alert> : null}
      <PickList title="Your characters" items={mine.data} selected={ids} onToggle={toggle} />
      <form className="flex gap-2" onSubmit={onSearch}>
        <Input
          aria-label="Search public characters"
          placeholder="Search public characters"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {found.error ? <Alert variant="destructive">{errorMessage(found.error)}</Alert> : null}
      <PickList title="Public characters" items={found.data} selected={ids} onToggle={toggle} />
    </div>
  );
}
