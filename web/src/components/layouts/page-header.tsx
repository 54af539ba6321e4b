import type { ReactNode } from 'react';
import { useRouteMeta } from '@/lib/route-meta';

/** The page's <h1>, taken from routes.json `heading`. */
export function PageHeader({ children }: { children?: ReactNode }) {
  const meta = useRouteMeta();
  return (
    <div className="mb-8 grid gap-2">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {meta.heading}
      </h1>
      {children ? <div className="text-muted-foreground">{children}</div> : null}
    </div>
  );
}
