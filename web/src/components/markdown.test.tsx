import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function hrefOf(name: string): string | null {
  return screen.getByText(name).closest('a')?.getAttribute('href') ?? null;
}

describe('spec 5 Markdown links', () => {
  it('keeps http, https, irc, ircs, mailto, xmpp and relative links', () => {
    render(
      <Markdown
        text={[
          '[a](http://example.com)',
          '[b](https://example.com/x?y=1)',
          '[c](irc://irc.example.com/chan)',
          '[d](ircs://irc.example.com/chan)',
          '[e](mailto:someone@example.com)',
          '[f](xmpp:someone@example.com)',
          '[g](/char/123)',
          '[h](../up)',
        ].join(' ')}
      />,
    );
    expect(hrefOf('a')).toBe('http://example.com');
    expect(hrefOf('b')).toBe('https://example.com/x?y=1');
    expect(hrefOf('c')).toBe('irc://irc.example.com/chan');
    expect(hrefOf('d')).toBe('ircs://irc.example.com/chan');
    expect(hrefOf('e')).toBe('mailto:someone@example.com');
    expect(hrefOf('f')).toBe('xmpp:someone@example.com');
    expect(hrefOf('g')).toBe('/char/123');
    expect(hrefOf('h')).toBe('../up');
  });

  it('blanks javascript:, data: and other schemes', () => {
    render(
      <Markdown
        text={
          '[evil](javascript:alert(1)) [data](data:text/html,hi) [ftp](ftp://example.com/f) [vb](VBScript:x)'
        }
      />,
    );
    expect(hrefOf('evil')).toBe('');
    expect(hrefOf('data')).toBe('');
    expect(hrefOf('ftp')).toBe('');
    expect(hrefOf('vb')).toBe('');
  });

  it('renders no raw HTML and supports GFM', () => {
    const { container } = render(
      <Markdown text={'<img src=x onerror="alert(1)"> ~~gone~~ **bold**'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });
});
