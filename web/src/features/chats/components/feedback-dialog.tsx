import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { FEEDBACK_LABELS, FEEDBACK_OPTIONS, type PickableFeedbackOption } from '@/lib/chat-labels';

export interface FeedbackChoice {
  option: PickableFeedbackOption;
  additionalDetails: string;
  regenerate: boolean;
}

interface FeedbackDialogProps {
  open: boolean;
  onClose(): void;
  onSubmit(choice: FeedbackChoice): Promise<void>;
}

/** Thumbs down: why the reply was bad, details, and whether to regenerate it. */
export function FeedbackDialog({ open, onClose, onSubmit }: FeedbackDialogProps) {
  const [option, setOption] = useState<PickableFeedbackOption | null>(null);
  const [details, setDetails] = useState('');
  const [regenerate, setRegenerate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!option) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ option, additionalDetails: details.trim(), regenerate });
      setOption(null);
      setDetails('');
      setRegenerate(false);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="What was wrong?" data-testid="feedback-dialog">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Reason">
        {FEEDBACK_OPTIONS.map((value) => (
          <Button
            key={value}
            size="sm"
            role="radio"
            aria-checked={option === value}
            variant={option === value ? 'default' : 'outline'}
            onClick={() => setOption(value)}
          >
            {FEEDBACK_LABELS[value]}
          </Button>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="feedback-details">Details (optional)</Label>
        <Textarea
          id="feedback-details"
          maxLength={2000}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          data-testid="feedback-regenerate"
          checked={regenerate}
          onChange={(e) => setRegenerate(e.target.checked)}
        />
        Also regenerate
      </label>
      <div className="flex gap-2">
        <Button
          disabled={!option || busy}
          data-testid="feedback-submit"
          onClick={() => void submit()}
        >
          {busy ? 'Sending…' : 'Send feedback'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
