import { type KeyboardEvent, useState } from 'react';
import { Input } from '@/components/ui/input';

interface KeyChipsInputProps {
  id: string;
  keys: string[];
  placeholder: string;
  onChange(keys: string[]): void;
}

const COMPLETE_REGEX = /^\/.+\/[a-z]*$/;

/** Trigger keys as chips: Enter (or a comma, except inside a /regex/) adds one; ✕ removes it. */
export function KeyChipsInput({ id, keys, placeholder, onChange }: KeyChipsInputProps) {
  const [draft, setDraft] = useState('');

  function commit(text: string) {
    const key = text.trim();
    setDraft('');
    if (key && !keys.includes(key)) onChange([...keys, key]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // A comma ends a key, except inside a /regular expression/ still being written.
    const openRegex = draft.trimStart().startsWith('/') && !COMPLETE_REGEX.test(draft.trim());
    if (event.key === 'Enter' || (event.key === ',' && !openRegex)) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && keys.length) {
      onChange(keys.slice(0, -1));
    }
  }

  return (
    <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background/60 px-2 py-1.5 focus-within:ring-2 focus-within:ring-ring">
      {keys.map((key) => (
        <span
          key={key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary/15 py-0.5 pr-1 pl-2.5 text-xs font-medium text-foreground"
        >
          <span className="truncate font-mono">{key}</span>
          <button
            type="button"
            className="-my-1.5 -mr-1 inline-flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-primary/25 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Remove key ${key}`}
            onClick={() => onChange(keys.filter((k) => k !== key))}
          >
            ✕
          </button>
        </span>
      ))}
      <Input
        id={id}
        value={draft}
        placeholder={keys.length ? 'Add another…' : placeholder}
        className="h-7 min-w-32 flex-1 border-0 bg-transparent px-1 py-0 focus-visible:ring-0"
        maxLength={300}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
      />
    </div>
  );
}
