import { lazy, Suspense, useEffect, useState } from 'react';
import { shouldAsk } from '@/lib/analytics/consent';

// Only visitors who have not chosen yet download the card; everyone else never loads it.
const ConsentBannerCard = lazy(() =>
  import('./consent-banner-card').then((m) => ({ default: m.ConsentBannerCard })),
);

/** First visit: ask before any analytics (issue 13). Accept or Decline is remembered in this browser;
 * with Do Not Track or Global Privacy Control on, the banner never shows and nothing is sent. */
export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(shouldAsk()), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerCard onDone={() => setOpen(false)} />
    </Suspense>
  );
}
