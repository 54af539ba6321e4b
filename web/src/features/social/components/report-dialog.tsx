import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { reportPost } from '../api/report-post';
import type { ReportReason } from '../types';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'sexual-minors', label: 'Sexual content involving minors' },
  { value: 'bestiality', label: 'Bestiality' },
  { value: 'real-person', label: 'A real person' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Something else' },
];

/** Reports a post to the moderators, with a reason and optional details. */
export function ReportDialog({
  postId,
  open,
  onClose,
}: {
  postId: string;
  open: boolean;
  onClose(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('other');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setState('busy');
    setError(null);
    try {
      await reportPost(postId, reason, details.trim());
      setState('sent');
    } catch (e) {
      setError(errorMessage(e));
      setState('idle');
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Report this post" data-testid="report-dialog">
      {state === 'sent' ? (
        <>
          <Alert variant="success">Thank you. Our moderators will look at this post.</Alert>
          <Button onClick={onClose}>Close</Button>
        </>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>What is wrong with it?</Label>
            <NativeSelect
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value as ReportReason)}
            >
              {REASONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-details`}>Details (optional)</Label>
            <Textarea
              id={`${id}-details`}
              maxLength={1000}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
            />
          </div>
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={state === 'busy'}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
