import { lazy, Suspense, useEffect, useState } from 'react';
import { onAskAgain, shouldAsk } from '@/lib/analytics/consent';

// Only visitors who have not chosen yet (or who open Privacy choices) download the card; everyone else
// never loads it.
const ConsentBannerCard = lazy(() =>
  import('./consent-banner-card').then((m) => ({ default: m.ConsentBannerCard })),
);

/** First visit: ask before any analytics (issue 13). Accept or Decline is remembered in this browser;
 * with Do Not Track or Global Privacy Control on, the banner never shows by itself and nothing is sent.
 * Privacy choices (askAgain, in the footer) shows it again to change the answer. */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(shouldAsk()), []);
  useEffect(() => onAskAgain(() => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerCard onDone={() => setOpen(false)} />
    </Suspense>
  );
}
