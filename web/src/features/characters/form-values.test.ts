import { describe, expect, it } from 'vitest';
import { validate } from '@/lib/form';
import {
  ADULT_AGE_MESSAGE,
  basicsSchema,
  bodyFromValues,
  emptyCharacterValues,
  parseTags,
} from './form-values';

describe('character form values', () => {
  it('requires an adult age with the spec message', () => {
    const values = { ...emptyCharacterValues(), name: 'Ava', age: '17' };
    expect(validate(basicsSchema, values).errors).toEqual({ age: ADULT_AGE_MESSAGE });
    expect(validate(basicsSchema, { ...values, age: 'x' }).errors).toEqual({
      age: ADULT_AGE_MESSAGE,
    });
    expect(validate(basicsSchema, { ...values, age: '18' }).errors).toBeNull();
  });

  it('builds the request body: trimmed text, text greetings, tags, no empty category', () => {
    const body = bodyFromValues({
      ...emptyCharacterValues(),
      name: ' Ava ',
      age: '30',
      greetings: ['Hi {{user}}', '  '],
      tags: 'flirty, #night, flirty',
      description: ' A singer. ',
    });
    expect(body).toMatchObject({
      name: 'Ava',
      age: 30,
      description: 'A singer.',
      greetings: [{ type: 'text', content: 'Hi {{user}}' }],
      tags: ['flirty', 'night'],
      category: null,
      visibility: 'private',
    });
  });

  it('parses tags', () => {
    expect(parseTags(' a ,, b,#c ')).toEqual(['a', 'b', 'c']);
  });
});
