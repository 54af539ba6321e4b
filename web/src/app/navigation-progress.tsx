import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Delay before the bar shows: a page whose chunk is cached or quick never flashes it. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar along the top edge while the router fetches the next page's code (lazy routes keep
 * the current page on screen meanwhile). Fixed-positioned, so it never moves the layout.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
    />
  );
}
