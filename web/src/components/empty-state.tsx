import type { ReactNode } from 'react';

/** An empty list that says what to do next, with the buttons that do it. */
export function EmptyState({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId ?? 'empty-state'}
      className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border bg-card/40 px-6 py-12 text-center"
    >
      <div
        aria-hidden
        className="mb-1 h-12 w-12 rounded-full bg-[radial-gradient(circle_at_30%_30%,#f472b6,#7c3aed_60%,#1e1b4b)] shadow-lg shadow-primary/20"
      />
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
