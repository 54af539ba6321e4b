import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { entriesOf, type LoreBook, type LoreRecord, newEntry, withEntries } from '../lorebook';
import { BookSettings } from './lorebook-book-settings';
import { LorebookEntryRow } from './lorebook-entry-row';

interface LorebookEditorProps {
  book: LoreRecord | null;
  onChange(book: LoreBook | null): void;
}

const MAX_ENTRIES = 500;

/** The character's lorebook (a card's character_book): list, add, edit and remove entries, and the
 * book's scan depth, budget and recursion. Saved with the rest of the character. */
export function LorebookEditor({ book, onChange }: LorebookEditorProps) {
  const entries = entriesOf(book);
  // Entries carry no reliable id of their own: rows get one here, kept in step with adds and removes.
  const next = useRef(0);
  const rowIds = useRef<string[]>([]);
  while (rowIds.current.length < entries.length) rowIds.current.push(`lore-${next.current++}`);
  rowIds.current.length = entries.length;
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  const toggle = (rowId: string) =>
    setOpen((current) => {
      const changed = new Set(current);
      if (!changed.delete(rowId)) changed.add(rowId);
      return changed;
    });

  function add() {
    const rowId = `lore-${next.current++}`;
    rowIds.current = [...rowIds.current, rowId];
    setOpen((current) => new Set(current).add(rowId));
    onChange(withEntries(book, [...entries, newEntry(entries)]));
  }

  function remove(index: number) {
    rowIds.current = rowIds.current.filter((_, i) => i !== index);
    onChange(
      withEntries(
        book,
        entries.filter((_, i) => i !== index),
      ),
    );
  }

  function change(index: number, patch: LoreRecord) {
    onChange(
      withEntries(
        book,
        entries.map((e, i) => (i === index ? { ...e, ...patch } : e)),
      ),
    );
  }

  return (
    <div className="grid gap-4" data-testid="lorebook-editor">
      <p className="text-sm text-muted-foreground">
        Facts that join the chat only when they matter: when one of an entry’s trigger words comes
        up, the AI reads the entry before it replies. An imported card’s lorebook is kept here and
        exported unchanged.
      </p>
      {entries.length ? (
        <ul className="grid gap-2" aria-label="Lorebook entries">
          {entries.map((entry, index) => {
            const rowId = rowIds.current[index] ?? `lore-${index}`;
            return (
              <LorebookEntryRow
                key={rowId}
                id={rowId}
                number={index + 1}
                entry={entry}
                open={open.has(rowId)}
                onToggle={() => toggle(rowId)}
                onChange={(patch) => change(index, patch)}
                onRemove={() => remove(index)}
              />
            );
          })}
        </ul>
      ) : (
        <div className="grid justify-items-start gap-1 rounded-lg border border-dashed border-border p-4">
          <p className="font-medium">No lore yet</p>
          <p className="text-sm text-muted-foreground">
            Add the places, people and objects of this character’s world: each one is remembered
            when its words come up.
          </p>
        </div>
      )}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={entries.length >= MAX_ENTRIES}
        onClick={add}
      >
        + Add entry
      </Button>
      {entries.length ? <BookSettings book={book} onChange={onChange} /> : null}
    </div>
  );
}
