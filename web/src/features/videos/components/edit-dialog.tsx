import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useVideoEdits } from '../api/get-video-edits';
import { useVideoSubmit } from '../hooks/use-video-submit';
import { leftoverError } from '../lib/errors';
import { ApplyDialog } from './apply-dialog';
import { EditCard } from './edit-card';
import { NoteField } from './note-field';

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
  const chosen = edits.data?.find((e) => e.id === edit);

  async function apply() {
    if (!edit) return;
    if (await submit(() => onApply(edit, prompt))) {
      setPrompt('');
      onClose();
    }
  }

  return (
    <ApplyDialog
      open={open}
      onClose={onClose}
      title="Edit this video"
      description="Restyle it, change the background or add an accessory."
      className="max-w-3xl"
      data-testid="edit-dialog"
      error={leftoverError(errors, ['edit', 'prompt'])}
      busy={busy}
      ready={Boolean(edit)}
      onApply={() => void apply()}
      applyLabel={chosen ? `Apply ${chosen.displayName}` : 'Pick an edit'}
      applyTestId="apply-video-edit"
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
            <EditCard key={e.id} edit={e} selected={e.id === edit} onSelect={() => setEdit(e.id)} />
          ))}
        </div>
      )}
      {errors.edit ? (
        <p role="alert" className="text-red-300 text-xs">
          {errors.edit}
        </p>
      ) : null}
      <NoteField
        id="edit-note"
        label="Anything to add"
        placeholder="Keep her red dress…"
        value={prompt}
        onChange={setPrompt}
        error={errors.prompt}
      />
    </ApplyDialog>
  );
}
