import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (once it has, it stays true): long lists load their
 * media only as they scroll in. Without IntersectionObserver everything counts as in view.
 */
export function useInView<T extends Element>(
  rootMargin = '200px',
): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const watcher = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setSeen(true);
            watcher.disconnect();
          }
        },
        { rootMargin },
      );
      watcher.observe(node);
      observer.current = watcher;
    },
    [rootMargin],
  );
  return [ref, seen];
}
