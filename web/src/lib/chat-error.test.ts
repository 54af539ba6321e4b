import { describe, expect, it } from 'vitest';
import { chatErrorMessage } from './chat-error';

describe('chatErrorMessage', () => {
  it('shows the detail of a JSON error body (errors before streaming)', () => {
    const body = JSON.stringify({ error: 'BadRequest', detail: 'Write a message first.' });
    expect(chatErrorMessage(new Error(body))).toBe('Write a message first.');
  });

  it('formats a 422 detail list', () => {
    const body = JSON.stringify({
      error: 'ValidationError',
      detail: [{ loc: ['body', 'id'], field: 'id', msg: 'Input should be a valid UUID' }],
    });
    expect(chatErrorMessage(new Error(body))).toBe('id: Input should be a valid UUID');
  });

  it('keeps a readable sentence (an error chunk during streaming)', () => {
    expect(chatErrorMessage(new Error('The model is not available.'))).toBe(
      'The model is not available.',
    );
  });

  it('has a fallback for an empty message', () => {
    expect(chatErrorMessage(new Error(''))).toBe('The reply failed. Please try again.');
  });
});
