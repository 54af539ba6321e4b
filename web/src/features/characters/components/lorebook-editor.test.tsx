import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoreBook, LoreRecord } from '../lorebook';
import { LorebookEditor } from './lorebook-editor';

function importedBook(): LoreBook {
  return {
    name: 'Varn',
    scan_depth: 3,
    extensions: { world: 'varn' },
    entries: [
      {
        keys: ['amulet', '/pendants?/i'],
        content: 'The amulet glows when a lie is told.',
        extensions: { depth: 4, x_unknown: [1, 2.5] },
        enabled: true,
        insertion_order: 100,
        comment: 'The amulet',
        x_future_field: 'kept',
      },
      {
        keys: [],
        content: 'Varn floats above the clouds.',
        extensions: {},
        enabled: true,
        insertion_order: 50,
        constant: true,
        name: 'City',
      },
    ],
  };
}

/** The editor under a parent that keeps its state, as the character form does. */
function setup(initial: LoreRecord | null) {
  const seen = vi.fn<(book: LoreBook | null) => void>();
  function Harness() {
    const [book, setBook] = useState<LoreRecord | null>(initial);
    return (
      <LorebookEditor
        book={book}
        onChange={(next) => {
          seen(next);
          setBook(next);
        }}
      />
    );
  }
  render(<Harness />);
  const latest = () => seen.mock.calls.at(-1)?.[0] ?? null;
  return { latest };
}

describe('LorebookEditor (issue 8: the character editor lists, edits, adds and removes entries)', () => {
  it('lists the entries of an imported book', () => {
    setup(importedBook());
    const rows = screen.getAllByTestId('lore-entry');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('The amulet')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('/pendants?/i')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('City')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Always')).toBeInTheDocument();
  });

  it('edits one entry and leaves every other field and entry as it came', () => {
    const original = importedBook();
    const { latest } = setup(original);
    const first = screen.getAllByTestId('lore-entry')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('What the AI should know'), {
      target: { value: 'The amulet burns liars.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove key amulet' }));
    const book = latest();
    expect(book?.entries[0]).toEqual({
      ...original.entries[0],
      content: 'The amulet burns liars.',
      keys: ['/pendants?/i'],
    });
    expect(book?.entries[1]).toBe(original.entries[1]); // untouched: the very same object
    expect(book?.name).toBe('Varn');
    expect(book?.scan_depth).toBe(3);
    expect(book?.extensions).toEqual({ world: 'varn' });
  });

  it('adds an entry with its name, trigger words and content in the card shape', () => {
    const { latest } = setup(null);
    expect(screen.getByText('No lore yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '+ Add entry' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Harbor' } });
    const keys = screen.getByLabelText('Trigger words');
    fireEvent.change(keys, { target: { value: 'harbor' } });
    fireEvent.keyDown(keys, { key: 'Enter' });
    fireEvent.change(keys, { target: { value: '/\\d{1' } });
    fireEvent.keyDown(keys, { key: ',' }); // a comma inside an unfinished regular expression is part of it
    fireEvent.change(keys, { target: { value: '/\\d{1,3} ships/' } });
    fireEvent.keyDown(keys, { key: ',' });
    fireEvent.change(keys, { target: { value: 'docks' } });
    fireEvent.blur(keys); // leaving the field keeps what was typed
    fireEvent.change(screen.getByLabelText('What the AI should know'), {
      target: { value: 'Skyships dock at dusk.' },
    });
    fireEvent.click(screen.getByRole('switch', { name: /Always included/ }));
    const entry = latest()?.entries[0];
    expect(entry).toMatchObject({
      comment: 'Harbor',
      keys: ['harbor', '/\\d{1,3} ships/', 'docks'],
      content: 'Skyships dock at dusk.',
      enabled: true,
      constant: true,
      use_regex: false,
      position: 'after_char',
      insertion_order: 100,
      extensions: {},
    });
  });

  it('removes entries; a book it started and emptied goes back to none', () => {
    const { latest } = setup(importedBook());
    fireEvent.click(screen.getByRole('button', { name: 'Remove The amulet' }));
    expect(screen.getAllByTestId('lore-entry')).toHaveLength(1);
    expect(latest()?.entries.map((e) => e.name)).toEqual(['City']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove City' }));
    expect(latest()).toEqual({ ...importedBook(), entries: [] }); // the imported book's own fields stay

    const fresh = setup(null);
    fireEvent.click(screen.getAllByRole('button', { name: '+ Add entry' }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Entry 1' }));
    expect(fresh.latest()).toBeNull();
  });

  it('sets the book’s scan depth and budget, and removes them when emptied', () => {
    const { latest } = setup(importedBook());
    fireEvent.change(screen.getByLabelText('Token budget'), { target: { value: '400' } });
    expect(latest()?.token_budget).toBe(400);
    fireEvent.change(screen.getByLabelText('Messages to look back'), { target: { value: '' } });
    expect(latest()).not.toHaveProperty('scan_depth');
  });
});
