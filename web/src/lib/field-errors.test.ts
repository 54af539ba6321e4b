import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('keys 422 messages by their top-level field', () => {
    const error = new ApiError(422, 'ValidationError', [
      { loc: ['body', 'age'], field: 'age', msg: 'Input should be greater than or equal to 18' },
      { loc: ['body', 'greetings', 0, 'content'], field: 'greetings.0.content', msg: 'Too long' },
      { loc: ['body', 'age'], field: 'age', msg: 'second message is ignored' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      age: 'Input should be greater than or equal to 18',
      greetings: 'Too long',
    });
  });

  it('is empty for other errors', () => {
    expect(fieldErrorsOf(new ApiError(422, 'ContentRejected', 'Blocked'))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
