import type { ComponentProps, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { cn } from '@/lib/utils';

/** A list of my media loaded a page at a time (an SWR infinite hook and what it worked out). */
export interface PagedMedia {
  error: unknown;
  data: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  size: number;
  setSize(size: number): unknown;
}

interface MediaPickGridProps extends Omit<ComponentProps<'div'>, 'children'> {
  pages: PagedMedia;
  /** The media to show (the pages' items, or some of them). */
  items: readonly MediaView[];
  /** What to show when there is nothing to pick. */
  empty: ReactNode;
  /** Space between the grid and "Load more". */
  gap: 'gap-4' | 'gap-6';
  tile(media: MediaView): ReactNode;
}

/** My media as a grid to pick from: its error, a spinner while it loads, `empty` when there is
 * none, and "Load more" while more pages are left. */
export function MediaPickGrid({ pages, items, empty, gap, tile, ...grid }: MediaPickGridProps) {
  if (pages.error) return <Alert variant="destructive">{errorMessage(pages.error)}</Alert>;
  if (!pages.data) return <Spinner />;
  if (items.length === 0 && !pages.hasMore) return empty;
  return (
    <div className={cn('grid', gap)}>
      <div {...grid}>{items.map(tile)}</div>
      {pages.hasMore ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            className="h-11 px-8"
            disabled={pages.loadingMore}
            onClick={() => void pages.setSize(pages.size + 1)}
          >
            {pages.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
