/** PostHog in the browser (issue 13): loaded only when the server has a project key AND the visitor
 * consented, through a dynamic import, so first visits never download it. It records session replays with
 * every input and all chat text masked, and serves feature flags; events themselves go through our own
 * pipeline (client.ts), which the server forwards, so nothing is captured twice. */
import type { PostHog } from 'posthog-js';
import { api } from '@/lib/api-client';
import { anonymousId, canSend, onConsentChange } from './consent';

/** Chat messages carry this attribute (message-item.tsx): replays show their text masked. */
export const MASK_ATTRIBUTE = 'data-ph-mask';

let loading: Promise<PostHog | undefined> | undefined;

async function load(): Promise<PostHog | undefined> {
  let config: { key: string; host: string } | null | undefined;
  try {
    config = (await api.GET('/api/analytics/config')).data?.posthog;
  } catch {
    return undefined;
  }
  const id = anonymousId();
  if (!config || !id || !canSend()) return undefined;
  const { default: posthog } = await import('posthog-js');
  posthog.init(config.key, {
    api_host: config.host,
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    persistence: 'localStorage',
    bootstrap: { distinctID: id },
    session_recording: { maskAllInputs: true, maskTextSelector: `[${MASK_ATTRIBUTE}]` },
  });
  onConsentChange(() => {
    if (!canSend()) {
      posthog.stopSessionRecording();
      posthog.opt_out_capturing();
    }
  });
  return posthog;
}

/** The PostHog client when configured and consented, else undefined (loaded once per page). */
export function posthogClient(): Promise<PostHog | undefined> {
  if (!canSend()) return Promise.resolve(undefined);
  loading ??= load();
  return loading;
}
