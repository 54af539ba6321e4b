/** Issue 13 (spec 1): what leaves the browser for Sentry names the user by id only. */
import type { ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { scrubEvent } from './error-reporting-sentry';

describe('scrubEvent', () => {
  it('keeps the user id and the page, drops everything else a person may have written', () => {
    const event = {
      type: undefined,
      user: { id: 'u1', email: 'a@example.com', username: 'ann', ip_address: '1.2.3.4' },
      request: { url: 'https://app.example/chat/1?q=secret', headers: { Cookie: 's=1' } },
      breadcrumbs: [{ message: 'private chat text' }],
      extra: { text: 'private chat text' },
    } as unknown as ErrorEvent;
    const out = scrubEvent(event);
    expect(out.user).toEqual({ id: 'u1' });
    expect(out.request).toEqual({ url: 'https://app.example/chat/1' });
    expect(JSON.stringify(out)).not.toContain('private');
  });
});
