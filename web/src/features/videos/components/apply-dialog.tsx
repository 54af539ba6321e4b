import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Portal } from './portal';

interface ApplyDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  className?: string;
  'data-testid': string;
  children: ReactNode;
  /** The server's messages that no control in the dialog shows. */
  error: string | null;
  busy: boolean;
  /** Whether the dialog has what it needs to start (the button is off until then). */
  ready?: boolean;
  onApply(): void;
  applyLabel: string;
  applyTestId: string;
}

/** The frame of a dialog that starts a new video from this one (extend, edit, add a voice): its
 * controls, the messages they do not show, and the button that starts it. */
export function ApplyDialog({
  open,
  onClose,
  title,
  description,
  className,
  children,
  error,
  busy,
  ready = true,
  onApply,
  applyLabel,
  applyTestId,
  ...rest
}: ApplyDialogProps) {
  return (
    <Portal>
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        description={description}
        className={className}
        data-testid={rest['data-testid']}
      >
        {children}
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <Button size="lg" disabled={!ready || busy} onClick={onApply} data-testid={applyTestId}>
          {busy ? 'Starting…' : applyLabel}
        </Button>
      </Dialog>
    </Portal>
  );
}
