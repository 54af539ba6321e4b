import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';

/** One section of /admin: its heading with a one-line summary, then a spinner, the error, or its body. */
export function AdminSection({
  id,
  title,
  summary,
  loading,
  error,
  children,
}: {
  id: string;
  title: string;
  summary?: ReactNode;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
      </div>
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {loading ? <Spinner /> : null}
      {children}
    </section>
  );
}
