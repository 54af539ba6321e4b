import { applicationErrorMessage, digestLine } from '@/lib/app-error';

/** Spec 8: the generic error page (also shown by the root error boundary). */
export function AppErrorScreen({ digest }: { digest?: string | null | undefined }) {
  const line = digestLine(digest);
  return (
    <div className="mx-auto grid max-w-2xl gap-4 py-16">
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="text-foreground/90">{applicationErrorMessage(window.location.host)}</p>
      {line ? <p className="font-mono text-sm text-muted-foreground">{line}</p> : null}
      <p>
        <a href="/" className="text-primary underline-offset-4 hover:underline">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
