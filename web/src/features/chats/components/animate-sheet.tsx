import { useMemo, useState } from 'react';
import { Chip } from '@/components/media/chip';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import type { ChatCharacter } from '@/lib/api-types';
import { creditsText, useCreditQuote } from '@/lib/credits';
import {
  filterPresets,
  presetCategories,
  RATINGS,
  type Rating,
  splitPresets,
} from '@/lib/media/action-presets';
import { useVideoActions } from '@/lib/media/get-video-actions';
import { poseGender } from '@/lib/media/poses';
import { useVideoSubmit } from '../hooks/use-video-submit';
import {
  animateRequest,
  DEFAULT_DURATION,
  type VideoRequest,
  type VideoSource,
} from '../lib/video-requests';
import { ActionPresetTile } from './action-preset-tile';
import { CustomActionTile } from './custom-action-tile';
import { DurationPicker } from './duration-picker';
import { SheetFooter } from './sheet-footer';
import { SourceThumb } from './source-thumb';

interface AnimateSheetProps {
  chatId: string;
  character: ChatCharacter;
  source: VideoSource;
  onClose(): void;
  onStart(body: VideoRequest): Promise<void>;
}

/**
 * "Animate" a photo: the character's action presets (previews play on hover or focus), filtered by
 * rating and category, or a custom action with a prompt of one's own; a length; then the video starts
 * and its card appears in the chat.
 */
export function AnimateSheet({ chatId, character, source, onClose, onStart }: AnimateSheetProps) {
  const list = useVideoActions(poseGender(character.gender));
  const [rating, setRating] = useState<Rating | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const cost = useCreditQuote({ kind: 'video', mode: 'image-to-video', duration }).data;
  const { submit, pending, error } = useVideoSubmit(onStart, onClose);
  const { custom, presets } = useMemo(() => splitPresets(list.data ?? []), [list.data]);
  const categories = useMemo(() => presetCategories(presets), [presets]);
  const shown = useMemo(
    () => filterPresets(presets, { rating, category }),
    [presets, rating, category],
  );
  const chosen = list.data?.find((p) => p.id === chosenId);
  const needsPrompt = Boolean(chosen?.isCustom) && prompt.trim() === '';
  const summary = !chosen
    ? 'Pick an action'
    : needsPrompt
      ? 'Describe the action'
      : chosen.isCustom
        ? 'Your own action'
        : chosen.displayName;

  const start = () => {
    if (!chosen || needsPrompt) return;
    void submit(
      animateRequest({
        chatId,
        character,
        source,
        presetId: chosen.id,
        customPrompt: chosen.isCustom ? prompt : '',
        duration,
      }),
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Animate this photo"
      description="Pick an action: the video arrives in the chat."
      placement="side"
      className="flex max-w-xl flex-col pb-0"
      data-testid="animate-sheet"
    >
      <SourceThumb source={source}>
        <p className="truncate font-medium">{character.name}</p>
        <p className="text-muted-foreground text-xs">
          A {duration}-second video made from this photo
        </p>
      </SourceThumb>
      {list.error ? (
        <Alert variant="destructive">{errorMessage(list.error)}</Alert>
      ) : !list.data ? (
        <Spinner label="Loading actions…" />
      ) : (
        <>
          {custom.length > 0 ? (
            <section className="grid gap-2" aria-label="Your own action">
              <h3 className="font-semibold text-sm">Write your own</h3>
              <div className="grid grid-cols-2 gap-2">
                {custom.map((preset) => (
                  <CustomActionTile
                    key={preset.id}
                    preset={preset}
                    selected={preset.id === chosenId}
                    onSelect={() => setChosenId(preset.id)}
                  />
                ))}
              </div>
              {chosen?.isCustom ? (
                <div className="grid gap-2">
                  <label htmlFor="custom-action-prompt" className="font-medium text-sm">
                    Describe the action
                  </label>
                  <Textarea
                    id="custom-action-prompt"
                    data-testid="custom-action-prompt"
                    value={prompt}
                    onChange={(e) => setPrompt(e.target.value)}
                    maxLength={1000}
                    rows={3}
                    required
                    autoFocus
                    className="min-h-20"
                    placeholder="Turns slowly towards the camera, smiles and waves…"
                  />
                </div>
              ) : null}
            </section>
          ) : null}
          <section className="grid gap-3" aria-label="Actions">
            <h3 className="flex items-baseline gap-2 font-semibold text-sm">
              Actions
              <span className="font-normal text-muted-foreground text-xs">{shown.length}</span>
            </h3>
            <div className="grid gap-2">
              <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
                <legend className="sr-only">Rating</legend>
                <Chip active={rating === null} onClick={() => setRating(null)}>
                  All ratings
                </Chip>
                {RATINGS.map((r) => (
                  <Chip
                    key={r}
                    active={rating === r}
                    onClick={() => setRating(rating === r ? null : r)}
                  >
                    {r}
                  </Chip>
                ))}
              </fieldset>
              {categories.length > 1 ? (
                <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
                  <legend className="sr-only">Category</legend>
                  <Chip active={category === null} onClick={() => setCategory(null)}>
                    Everything
                  </Chip>
                  {categories.map((c) => (
                    <Chip
                      key={c}
                      active={category === c}
                      onClick={() => setCategory(category === c ? null : c)}
                    >
                      {c}
                    </Chip>
                  ))}
                </fieldset>
              ) : null}
            </div>
            {shown.length === 0 ? (
              <p className="text-muted-foreground text-sm">No action matches these filters.</p>
            ) : (
              <div className="grid grid-cols-3 gap-2 sm:gap-3">
                {shown.map((preset) => (
                  <ActionPresetTile
                    key={preset.id}
                    preset={preset}
                    selected={preset.id === chosenId}
                    onSelect={() => setChosenId(preset.id)}
                  />
                ))}
              </div>
            )}
          </section>
        </>
      )}
      <SheetFooter error={error}>
        <div className="flex items-center justify-between gap-3">
          <DurationPicker value={duration} onChange={setDuration} />
          <div className="flex min-w-0 items-center gap-3">
            <p
              className="hidden min-w-0 truncate text-muted-foreground text-sm sm:block"
              aria-live="polite"
            >
              {summary}
            </p>
            <Button
              className="h-11 shrink-0 px-6"
              disabled={!chosen || needsPrompt || pending}
              onClick={start}
              title={summary}
              data-testid="start-video"
            >
              {pending ? 'Starting…' : `Animate${cost ? ` · ${creditsText(cost.credits)}` : ''}`}
            </Button>
          </div>
        </div>
      </SheetFooter>
    </Dialog>
  );
}
