/** Issue 13: the consent banner on a first visit; hidden once chosen and under Do Not Track. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConsent } from '@/lib/analytics/consent';
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
});
