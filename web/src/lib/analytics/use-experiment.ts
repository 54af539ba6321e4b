import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api, must } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { track } from './client';
import { anonymousId } from './consent';
import { useConsentGranted } from './use-consent';

const exposed = new Set<string>();

async function getExperiments(id: string | undefined): Promise<Record<string, string>> {
  return must(
    await api.GET('/api/experiments', { params: { query: id ? { anonymousId: id } : {} } }),
  );
}

/** The viewer's variant of an experiment: PostHog's feature flag when PostHog is loaded, else the
 * server's local assignment (catalog/experiments.json; by user, or by this browser after consent; a
 * visitor without consent gets undefined: show the control). Reports one `experiment_exposure` per page
 * load once the variant is known (after consent). */
export function useExperiment(key: string): string | undefined {
  const granted = useConsentGranted();
  const { user } = useAuth();
  const id = granted ? anonymousId() : undefined;
  // A visitor without consent sees the control: no request, no id.
  const { data } = useSWR(id || user ? ['/api/experiments', id ?? '', user?.id ?? ''] : null, () =>
    getExperiments(id),
  );
  const [flag, setFlag] = useState<string>();
  useEffect(() => {
    if (!granted) return;
    let off: (() => void) | undefined;
    let live = true;
    void import('./posthog')
      .then((m) => m.posthogClient())
      .then((posthog) => {
        if (!posthog || !live) return;
        off = posthog.onFeatureFlags(() => {
          const value = posthog.getFeatureFlag(key);
          if (typeof value === 'string') setFlag(value);
        });
      });
    return () => {
      live = false;
      off?.();
    };
  }, [granted, key]);
  const variant = flag ?? data?.[key];
  useEffect(() => {
    if (!variant || !granted || exposed.has(key)) return;
    exposed.add(key);
    track('experiment_exposure', { experiment: key, variant });
  }, [key, variant, granted]);
  return variant;
}
