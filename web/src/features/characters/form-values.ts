import { z } from 'zod';
import type { Character, CharacterInput, Greeting } from '@/lib/api-types';

export const GENDERS = ['Female', 'Male', 'Trans'] as const;
export const STYLES = ['Realistic', 'Anime'] as const;
export const ADULT_AGE_MESSAGE = 'Every character must be an adult (18 or older).';

/** The text fields a character has, with their labels and limits (server limits). */
export const TEXT_FIELDS = {
  description: { label: 'Description', max: 32000, rows: 5 },
  extraDetails: { label: 'Extra details', max: 8000, rows: 3 },
  personality: { label: 'Personality', max: 8000, rows: 3 },
  personalityDetails: { label: 'Personality details', max: 8000, rows: 3 },
  occupation: { label: 'Occupation', max: 200, rows: 0 },
  relationship: { label: 'Relationship to you', max: 200, rows: 0 },
  hobby: { label: 'Hobby', max: 200, rows: 0 },
  fetish: { label: 'Fetish', max: 500, rows: 0 },
  physicalDescription: { label: 'Physical description', max: 8000, rows: 3 },
  scenario: { label: 'Scenario', max: 16000, rows: 4 },
  exampleDialogue: { label: 'Example dialogue', max: 32000, rows: 4 },
  systemPrompt: { label: 'System prompt', max: 16000, rows: 3 },
  postHistoryInstructions: { label: 'Post-history instructions', max: 8000, rows: 3 },
  creatorNotes: { label: 'Creator notes (shown to people, never to the AI)', max: 16000, rows: 3 },
} as const;

export type TextField = keyof typeof TEXT_FIELDS;

export type CharacterValues = Record<TextField, string> & {
  name: string;
  gender: (typeof GENDERS)[number];
  style: (typeof STYLES)[number];
  age: string;
  greetings: string[];
  alternateGreetings: string[];
  tags: string;
  category: string;
  visibility: 'private' | 'public';
  /** The lorebook (a card's character_book) as stored; the editor changes only what a person edits. */
  characterBook: Character['characterBook'];
};

const emptyText = Object.fromEntries(Object.keys(TEXT_FIELDS).map((k) => [k, ''])) as Record<
  TextField,
  string
>;

export function emptyCharacterValues(): CharacterValues {
  return {
    ...emptyText,
    name: '',
    gender: 'Female',
    style: 'Realistic',
    age: '25',
    greetings: [''],
    alternateGreetings: [],
    tags: '',
    category: '',
    visibility: 'private',
    characterBook: null,
  };
}

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function valuesFromCharacter(c: Character): CharacterValues {
  const text = Object.fromEntries(
    (Object.keys(TEXT_FIELDS) as TextField[]).map((k) => [k, c[k] ?? '']),
  ) as Record<TextField, string>;
  const greetings = c.greetings.flatMap((g) => (g.type === 'text' ? [g.content] : []));
  return {
    ...text,
    name: c.name,
    gender: oneOf(c.gender, GENDERS, 'Female'),
    style: oneOf(c.style, STYLES, 'Realistic'),
    age: String(c.age),
    greetings: greetings.length ? greetings : [''],
    alternateGreetings: c.alternateGreetings,
    tags: c.tags.join(', '),
    category: c.category ?? '',
    visibility: c.visibility,
    characterBook: c.characterBook,
  };
}

export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/^#/, '');
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** The request body; an edited character keeps its image and video greetings and card info. */
export function bodyFromValues(values: CharacterValues, existing?: Character): CharacterInput {
  const keep: Greeting[] = existing?.greetings ?? [];
  const text = Object.fromEntries(
    (Object.keys(TEXT_FIELDS) as TextField[]).map((k) => [k, values[k].trim()]),
  ) as Record<TextField, string>;
  const textGreetings: Greeting[] = values.greetings
    .map((g) => g.trim())
    .filter(Boolean)
    .map((content) => ({ type: 'text', content }));
  return {
    ...text,
    name: values.name.trim(),
    gender: values.gender,
    style: values.style,
    age: Number(values.age),
    greetings: [...textGreetings, ...keep.filter((g) => g.type !== 'text')],
    alternateGreetings: values.alternateGreetings.map((g) => g.trim()).filter(Boolean),
    tags: parseTags(values.tags),
    category: values.category || null,
    visibility: values.visibility,
    creator: existing?.creator ?? '',
    characterVersion: existing?.characterVersion ?? '',
    // Sent only when edited, so saving other fields never rewrites the card author's book.
    ...(values.characterBook !== (existing?.characterBook ?? null)
      ? { characterBook: values.characterBook }
      : {}),
  };
}

export const basicsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the character a name.')
    .max(80, 'Use at most 80 characters.'),
  age: z
    .string()
    .trim()
    .regex(/^\d+$/, ADULT_AGE_MESSAGE)
    .refine((v) => Number(v) >= 18, ADULT_AGE_MESSAGE),
  tags: z
    .string()
    .refine((v) => parseTags(v).length <= 20, 'Use at most 20 tags.')
    .refine(
      (v) => parseTags(v).every((t) => t.length <= 40),
      'Each tag has at most 40 characters.',
    ),
});
