import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useVideoEdits } from '../api/get-video-edits';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { leftoverError } from '../lib/errors';
import { EditCard } from './edit-card';
import { Portal } from './portal';

/** Edit a video with one of the 13 presets (style, background, accessory), with an optional note. */
export function EditDialog({
  open,
  onClose,
  onApply,
}: {
  open: boolean;
  onClose(): void;
  /** Starts the edit; throws the server's error. */
  onApply(edit: string, prompt: string): Promise<unknown>;
}) {
  const edits = useVideoEdits(open);
  const [edit, setEdit] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const { busy, errors, submit } = useVideoSubmit();
  const rest = leftoverError(errors, ['edit', 'prompt']);
  const chosen = edits.data?.find((e) => e.id === edit);

  async function apply() {
    if (!edit) return;
    if (await submit(() => onApply(edit, prompt))) {
      setPrompt('');
      onClose();
    }
  }

  return (
    <Portal>
      <Dialog
        open={open}
        onClose={onClose}
        title="Edit this video"
        description="Restyle it, change the background or add an accessory."
        className="max-w-3xl"
        data-testid="edit-dialog"
      >
        {edits.error ? (
          <Alert variant="destructive">{errorMessage(edits.error)}</Alert>
        ) : !edits.data ? (
          <Spinner />
        ) : (
          <div
            role="radiogroup"
            aria-label="Edit"
            className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3"
          >
            {edits.data.map((e) => (
              <EditCard
                key={e.id}
                edit={e}
                selected={e.id === edit}
                onSelect={() => setEdit(e.id)}
              />
            ))}
          </div>
        )}
        {errors.edit ? (
          <p role="alert" className="text-red-300 text-xs">
            {errors.edit}
          </p>
        ) : null}
        <div className="grid gap-2">
          <label htmlFor="edit-note" className="font-medium text-sm">
            Anything to add <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id="edit-note"
            rows={2}
            maxLength={1000}
            value={prompt}
            aria-invalid={errors.prompt ? true : undefined}
            placeholder="Keep her red dress…"
            onChange={(e) => setPrompt(e.target.value)}
            className="min-h-16"
          />
          {errors.prompt ? (
            <p role="alert" className="text-red-300 text-xs">
              {errors.prompt}
            </p>
          ) : null}
        </div>
        {rest ? <Alert variant="destructive">{rest}</Alert> : null}
        <Button
          size="lg"
          disabled={!edit || busy}
          onClick={() => void apply()}
          data-testid="apply-video-edit"
        >
          {busy ? 'Starting…' : chosen ? `Apply ${chosen.displayName}` : 'Pick an edit'}
        </Button>
      </Dialog>
    </Portal>
  );
}
