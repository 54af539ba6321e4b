import { describe, expect, it } from 'vitest';
import { fillMacros } from './macros';

describe('fillMacros (spec 3 greeting macros, shown substituted)', () => {
  it('fills both spellings of both macros, in any case', () => {
    expect(
      fillMacros('{{char}} waves at {{user}}. <<<CHAR>>> smiles at <<<user>>>.', {
        char: 'Elena',
        user: 'Sam',
      }),
    ).toBe('Elena waves at Sam. Elena smiles at Sam.');
  });
  it('says "you" when the reader is unknown', () => {
    expect(fillMacros('Hello {{user}}!', { char: 'Theo' })).toBe('Hello you!');
    expect(fillMacros('Hello {{user}}!', { char: 'Theo', user: '  ' })).toBe('Hello you!');
  });
});
