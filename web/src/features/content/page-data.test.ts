import { afterEach, describe, expect, it } from 'vitest';
import { contentPath, initialContentPage } from './page-data';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = text;
  document.body.appendChild(script);
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('#page-data (issue 13: the first render shows what the server rendered)', () => {
  it('names a path as the server does', () => {
    expect(contentPath('/blog/x/')).toBe('/blog/x');
    expect(contentPath('/')).toBe('/');
    expect(contentPath('')).toBe('/');
  });

  it("reads the page the server embedded for this path, and only this path's", () => {
    embed(JSON.stringify({ kind: 'article', path: '/blog/x', html: '<p>x</p>', heading: 'X' }));
    expect(initialContentPage('/blog/x/')?.heading).toBe('X');
    expect(initialContentPage('/blog/y')).toBeUndefined();
  });

  it("ignores another domain's page data and broken JSON", () => {
    embed(JSON.stringify({ path: '/share/abc', id: 'abc' }));
    expect(initialContentPage('/share/abc')).toBeUndefined();
    document.getElementById('page-data')?.remove();
    embed('{not json');
    expect(initialContentPage('/blog/x')).toBeUndefined();
  });
});
