import { describe, expect, it } from 'vitest';
import { csrfMiddleware, errorMiddleware } from './api-client';
import { ApiError, apiErrorFromResponse, formatErrorDetail } from './api-error';
import { readCookie, rememberCsrfToken } from './csrf';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('API error formatting', () => {
  it('keeps a string detail as the message', async () => {
    const error = await apiErrorFromResponse(json(403, { error: 'Banned', detail: 'Spam' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.code).toBe('Banned');
    expect(error.message).toBe('Spam');
  });

  it("turns a 422 detail list into 'field: message'", async () => {
    const error = await apiErrorFromResponse(
      json(422, {
        error: 'RequestValidationError',
        detail: [
          {
            loc: ['body', 'email'],
            msg: 'value is not a valid email address',
            type: 'value_error',
          },
          { loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'x' },
        ],
      }),
    );
    expect(error.message).toBe(
      'email: value is not a valid email address; password: String should have at least 8 characters',
    );
  });

  it('joins nested locations and keeps location-less messages', () => {
    expect(formatErrorDetail([{ loc: ['body', 'prefs', 0, 'name'], msg: 'bad' }])).toBe(
      'prefs.0.name: bad',
    );
    expect(formatErrorDetail([{ loc: [], msg: 'Invalid JSON' }])).toBe('Invalid JSON');
  });

  it('falls back to a message for the status when there is no usable body', async () => {
    expect((await apiErrorFromResponse(new Response('oops', { status: 500 }))).message).toBe(
      'The server had a problem. Please try again later.',
    );
    expect((await apiErrorFromResponse(new Response('', { status: 429 }))).message).toMatch(
      /Too many attempts/,
    );
  });

  it('the response middleware throws ApiError for non-2xx answers', async () => {
    const request = new Request('http://localhost/api/me');
    const onResponse = errorMiddleware.onResponse;
    if (!onResponse) throw new Error('no onResponse');
    const params = { request, schemaPath: '/api/me', params: {}, options: {}, id: '1' } as never;
    await expect(
      onResponse({
        ...(params as object),
        response: json(401, { error: 'A', detail: 'Log in' }),
      } as never),
    ).rejects.toMatchObject({ status: 401, message: 'Log in' });
    await expect(
      onResponse({ ...(params as object), response: json(200, {}) } as never),
    ).resolves.toBeUndefined();
  });
});

describe('CSRF header', () => {
  it('reads the nocturne_csrf cookie', () => {
    expect(readCookie('nocturne_csrf', 'a=1; nocturne_csrf=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('nocturne_csrf', 'a=1')).toBeUndefined();
  });

  it('is added to writes, not to reads', async () => {
    rememberCsrfToken('from-session');
    const onRequest = csrfMiddleware.onRequest;
    if (!onRequest) throw new Error('no onRequest');
    const post = new Request('http://localhost/api/auth/logout', { method: 'POST' });
    const result = await onRequest({ request: post } as never);
    expect((result as Request).headers.get('X-CSRF-Token')).toBe('from-session');
    const get = new Request('http://localhost/api/me');
    await onRequest({ request: get } as never);
    expect(get.headers.get('X-CSRF-Token')).toBeNull();
  });
});
