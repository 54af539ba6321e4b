/**
 * A character's lorebook (Tavern card `character_book`, V2/V3) as the editor reads and changes it.
 *
 * The book is the card author's data: the editor changes only the fields a person edits, with a
 * spread, so every other field (unknown ones, extensions, ids) goes back to the server as it came.
 */

export type LoreRecord = Record<string, unknown>;
export type LoreBook = LoreRecord & { entries: LoreRecord[] };

/** What the editor shows of one entry; fields of the wrong type read as their default. */
export interface EntryView {
  title: string;
  keys: string[];
  secondaryKeys: string[];
  content: string;
  enabled: boolean;
  constant: boolean;
  selective: boolean;
  caseSensitive: boolean;
  useRegex: boolean;
  position: 'before_char' | 'after_char';
  insertionOrder: number;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const bool = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The book's entries, or none when the character has no book or a malformed one. */
export function entriesOf(book: LoreRecord | null | undefined): LoreRecord[] {
  const entries = book?.entries;
  return Array.isArray(entries)
    ? entries.filter((e): e is LoreRecord => typeof e === 'object' && e !== null)
    : [];
}

export function viewOf(entry: LoreRecord): EntryView {
  const title = [entry.comment, entry.name].find((v) => typeof v === 'string' && v.trim());
  const extensions = (entry.extensions ?? {}) as LoreRecord;
  return {
    title: typeof title === 'string' ? title : '',
    keys: strings(entry.keys),
    secondaryKeys: strings(entry.secondary_keys),
    content: typeof entry.content === 'string' ? entry.content : '',
    enabled: bool(entry.enabled, true),
    constant: bool(entry.constant, false),
    selective: bool(entry.selective, false),
    caseSensitive: bool(entry.case_sensitive, false),
    useRegex: bool(entry.use_regex, false),
    // Without a position the server places an entry after the character, as SillyTavern does.
    position:
      entry.position === 'before_char' ||
      (entry.position === undefined && extensions.position === 0)
        ? 'before_char'
        : 'after_char',
    insertionOrder: num(entry.insertion_order) ?? 0,
  };
}

/** A new entry in the V3 shape, ordered after the others, with the next free numeric id. */
export function newEntry(entries: LoreRecord[]): LoreRecord {
  const orders = entries.map((e) => num(e.insertion_order) ?? 0);
  const ids = entries.map((e) => num(e.id) ?? -1);
  return {
    keys: [],
    secondary_keys: [],
    content: '',
    extensions: {},
    enabled: true,
    insertion_order: orders.length ? Math.max(...orders) + 10 : 100,
    case_sensitive: false,
    use_regex: false,
    constant: false,
    selective: false,
    position: 'after_char',
    id: ids.length ? Math.max(...ids) + 1 : 0,
    comment: '',
  };
}

/** The book with its entries replaced; a book this editor started and left empty goes back to none. */
export function withEntries(book: LoreRecord | null, entries: LoreRecord[]): LoreBook | null {
  const base: LoreRecord = book ?? { extensions: {} };
  const onlyEmpty = Object.keys(base).every((k) => k === 'entries' || k === 'extensions');
  const extensions = base.extensions;
  const noExtensions =
    extensions === undefined ||
    (typeof extensions === 'object' && extensions !== null && !Object.keys(extensions).length);
  if (!entries.length && onlyEmpty && noExtensions) return null;
  return { ...base, entries };
}

/** The book with one book-level field set, or removed when the value is undefined. */
export function withBookField(
  book: LoreRecord | null,
  field: 'scan_depth' | 'token_budget' | 'recursive_scanning',
  value: number | boolean | undefined,
): LoreBook {
  const next: LoreRecord = { ...(book ?? { extensions: {} }), entries: entriesOf(book) };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next as LoreBook;
}

/** A whole number typed into a settings field, or undefined for an empty or invalid one. */
export function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
