/** Issue 13: the consent banner on a first visit; hidden once chosen and under Do Not Track. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askAgain, readConsent } from '@/lib/analytics/consent';
import { ConsentBanner } from './consent-banner';

/** Long enough for the lazily loaded card to appear if it were going to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function show() {
  return render(
    <MemoryRouter>
      <ConsentBanner />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

describe('ConsentBanner', () => {
  it('asks on a first visit and remembers Accept', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(readConsent()).toBe('granted');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    show();
    await settle();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('remembers Decline', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(readConsent()).toBe('denied');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('is not shown with Do Not Track', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    show();
    await settle();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('links the privacy policy (/site/privacy)', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe('/site/privacy');
  });

  it('Privacy choices shows it again after a choice, to change it', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    act(() => askAgain());
    expect(await screen.findByText(/You accepted/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(readConsent()).toBe('denied');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });
});
