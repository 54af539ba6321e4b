import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { track } from './client';
import { syncConsent } from './consent';
import { useConsentGranted } from './use-consent';

/** In the app shell: a page view per route (after consent, so Accept counts the page it was given on),
 * PostHog told who a signed-in viewer is, and the server told of a Decline made before signing in. */
export function useAnalytics(): void {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const granted = useConsentGranted();
  const userId = user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per path.
  useEffect(() => {
    if (granted) track('page_view');
  }, [pathname, granted]);
  useEffect(() => syncConsent(userId), [userId]);
  useEffect(() => {
    if (!granted || !userId) return;
    // posthog.ts is fetched only after consent: it is no part of a first visit's bundle.
    void import('./posthog')
      .then((m) => m.posthogClient())
      .then((posthog) => posthog?.identify(userId));
  }, [granted, userId]);
}
