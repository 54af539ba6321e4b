import { type ReactNode, useEffect, useId } from 'react';
import { cn } from '@/lib/utils';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** 'side' slides in from the right, as a drawer. */
  placement?: 'center' | 'side';
  'data-testid'?: string;
}

/** A modal dialog: an overlay, a labelled panel, Escape and the overlay close it. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
  placement = 'center',
  ...rest
}: DialogProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div
      className={cn(
        'fixed inset-0 z-50 flex bg-black/60 backdrop-blur-sm',
        placement === 'side' ? 'justify-end' : 'items-center justify-center p-4',
      )}
    >
      <button
        type="button"
        aria-label="Close"
        tabIndex={-1}
        className="absolute inset-0 cursor-default"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={rest['data-testid']}
        className={cn(
          'relative grid max-h-full gap-4 overflow-y-auto border border-border bg-card p-6 text-card-foreground shadow-xl',
          placement === 'side' ? 'h-full w-full max-w-md' : 'w-full max-w-lg rounded-xl',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          <button
            type="button"
            className="rounded-md px-2 text-muted-foreground hover:bg-accent"
            aria-label="Close dialog"
            onClick={onClose}
          >
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
