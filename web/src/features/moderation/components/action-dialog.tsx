import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { strikesText } from '../format';
import { useModerationAction } from '../hooks/use-moderation-action';
import type { Flag, FlagAction } from '../types';

interface ActionDialogProps {
  flag: Flag;
  action: FlagAction;
  onClose(): void;
}

function wording(
  flag: Flag,
  action: FlagAction,
): { title: string; description: string; verb: string } {
  const who = flag.user ? `@${flag.user.username}` : 'the author';
  const strikes = flag.user?.strikes ?? 0;
  switch (action) {
    case 'dismiss':
      return {
        title: 'Dismiss this flag?',
        description: flag.countsStrike
          ? `It was a false positive. The strike it counted against ${who} is taken back (${strikesText(strikes)} → ${strikesText(Math.max(0, strikes - 1))}).`
          : 'It was a false positive. It counted no strike, so strikes stay as they are.',
        verb: 'Dismiss flag',
      };
    case 'confirm':
      return {
        title: 'Confirm this flag?',
        description: `The flag stands and its strike stays on ${who}'s account.`,
        verb: 'Confirm flag',
      };
    case 'ban':
      return {
        title: `Ban ${who}?`,
        description:
          'Every session of the account ends at once and the reason below is shown to them. This flag is confirmed.',
        verb: 'Ban account',
      };
    default:
      return {
        title: `Unban ${who}?`,
        description: `The account can sign in again and its ${strikesText(strikes)} are reset to 0.`,
        verb: 'Unban account',
      };
  }
}

/** Asks before a moderator action, with a note for the log (and the reason a ban shows). */
export function ActionDialog({ flag, action, onClose }: ActionDialogProps) {
  const { run, busy, error } = useModerationAction(flag);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState(`Your account was banned for ${flag.label.toLowerCase()}.`);
  const noteId = useId();
  const reasonId = useId();
  const text = wording(flag, action);
  const reasonMissing = action === 'ban' && reason.trim().length < 3;

  async function submit() {
    if (await run(action, { note: note.trim(), reason: reason.trim() })) onClose();
  }

  return (
    <Dialog open onClose={onClose} title={text.title} description={text.description}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reasonMissing) void submit();
        }}
      >
        {action === 'ban' ? (
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason shown to the user</Label>
            <Input
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonMissing}
            />
          </div>
        ) : null}
        <div className="grid gap-2">
          <Label htmlFor={noteId}>Note for the moderation log (optional)</Label>
          <Textarea
            id={noteId}
            value={note}
            maxLength={1000}
            className="min-h-20"
            placeholder="Why you decided this"
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={action === 'ban' ? 'destructive' : 'default'}
            disabled={busy || reasonMissing}
          >
            {busy ? 'Working…' : text.verb}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
