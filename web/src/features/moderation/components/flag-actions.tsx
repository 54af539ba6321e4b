import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Flag, FlagAction } from '../types';
import { ActionDialog } from './action-dialog';

/** The actions a moderator can take on a flag; each asks for confirmation first. */
export function FlagActions({ flag }: { flag: Flag }) {
  const [pending, setPending] = useState<FlagAction | null>(null);
  const author = flag.user;
  // Moderators may not ban staff (the server says so too: this only hides a button that cannot work),
  // and a dismissed flag was a false positive, nothing to ban for.
  const canBan =
    author !== null && !author.isBanned && author.role === 'user' && flag.status !== 'dismissed';
  const buttons: {
    action: FlagAction;
    label: string;
    variant: 'outline' | 'secondary' | 'destructive';
  }[] = [];
  if (flag.status === 'open') {
    buttons.push({ action: 'dismiss', label: 'Dismiss', variant: 'outline' });
    buttons.push({ action: 'confirm', label: 'Confirm', variant: 'secondary' });
  }
  if (canBan) buttons.push({ action: 'ban', label: 'Ban…', variant: 'destructive' });
  if (author?.isBanned) buttons.push({ action: 'unban', label: 'Unban', variant: 'outline' });
  if (buttons.length === 0) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {buttons.map((button) => (
        <Button
          key={button.action}
          variant={button.variant}
          className="min-w-24 flex-1 sm:flex-none"
          onClick={() => setPending(button.action)}
        >
          {button.label}
        </Button>
      ))}
      {pending ? (
        <ActionDialog flag={flag} action={pending} onClose={() => setPending(null)} />
      ) : null}
    </div>
  );
}
