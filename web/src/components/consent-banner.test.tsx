/** Issue 13: the consent banner on a first visit; hidden once chosen and under Do Not Track. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConsent } from '@/lib/analytics/consent';
import { ConsentBanner } from './consent-banner';

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
  it('asks on a first visit and remembers Accept', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(readConsent()).toBe('granted');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    show();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('remembers Decline', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(readConsent()).toBe('denied');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('is not shown with Do Not Track', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    show();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });
});
