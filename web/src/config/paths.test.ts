import { describe, expect, it } from 'vitest';
import { absoluteUrl, loginPath, pathTo, safeNext } from './paths';

describe('paths', () => {
  it('fills route parameters and query strings', () => {
    expect(pathTo('/chat/:id', { id: 'a b' })).toBe('/chat/a%20b');
    expect(pathTo('/u/:usernameOrUuid/connections', { usernameOrUuid: 'kim' })).toBe(
      '/u/kim/connections',
    );
    expect(pathTo('/login', undefined, { next: '/profile', x: undefined })).toBe(
      '/login?next=%2Fprofile',
    );
    expect(pathTo('/')).toBe('/');
  });

  it('builds absolute links from the app origin (spec 2, Links)', () => {
    expect(absoluteUrl('/blog')).toBe(`${window.location.origin}/blog`);
  });

  it('only trusts same-site relative next paths', () => {
    expect(safeNext('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });

  it('builds the login redirect', () => {
    expect(loginPath('/profile')).toBe('/login?next=%2Fprofile');
    expect(loginPath('/')).toBe('/login');
  });
});
