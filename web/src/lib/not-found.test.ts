import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound } from './api-error';

describe('isNotFound (a bad or unknown id in a page address shows the 404 page)', () => {
  it('is true for a 404 and for a 422 about a path parameter only', () => {
    expect(isNotFound(new ApiError(404, 'NotFound', 'No such character.'))).toBe(true);
    const badId = [
      { loc: ['path', 'character_id'], msg: 'Input should be a valid UUID', type: 'uuid_parsing' },
    ];
    expect(isNotFound(new ApiError(422, 'ValidationError', badId))).toBe(true);
  });
  it('is false for other errors', () => {
    const bodyIssue = [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }];
    expect(isNotFound(new ApiError(422, 'ValidationError', bodyIssue))).toBe(false);
    expect(isNotFound(new ApiError(403, 'Forbidden', 'No.'))).toBe(false);
    expect(isNotFound(new ApiError(500, 'Error', undefined))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
  });
});
