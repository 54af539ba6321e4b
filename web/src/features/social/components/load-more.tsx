import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSentinel } from '../hooks/use-sentinel';

/**
 * The end of an infinite list: scrolling near it loads the next page (IntersectionObserver), and a
 * "Load more" button does the same where that does not fire.
 */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  endText,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  endText?: string;
}) {
  const ref = useSentinel<HTMLDivElement>(() => {
    if (!loading) onMore();
  }, hasMore);
  if (!hasMore) {
    return endText ? (
      <p className="py-6 text-center text-sm text-muted-foreground">{endText}</p>
    ) : null;
  }
  return (
    <div ref={ref} className="flex justify-center py-6" data-testid="load-more">
      {loading ? (
        <Spinner />
      ) : (
        <Button variant="secondary" onClick={onMore}>
          Load more
        </Button>
      )}
    </div>
  );
}
