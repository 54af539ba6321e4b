import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * The bottom of a video sheet, pinned while the list scrolls: why the last try was refused (in the
 * server's words), the choices that apply to any action, and the button that starts it.
 */
export function SheetFooter({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <div className="-mx-6 sticky bottom-0 z-10 mt-auto grid gap-3 border-border border-t bg-card/95 px-6 pt-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
      {error ? (
        <Alert variant="destructive" data-testid="video-request-error">
          {error}
        </Alert>
      ) : null}
      {children}
    </div>
  );
}
