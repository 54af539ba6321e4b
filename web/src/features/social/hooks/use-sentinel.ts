import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls near the screen (infinite scroll). Without
 * IntersectionObserver nothing happens: the list's "Load more" button still works.
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
