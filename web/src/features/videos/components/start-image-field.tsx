import { useState } from 'react';
import { ImageIcon } from '@/components/media/media-icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useMustBlur } from '@/lib/media/blur';
import { cn } from '@/lib/utils';
import type { StartImage } from '../lib/requests';
import { OptionGroup } from './option-group';
import { Portal } from './portal';
import { StartImagePicker } from './start-image-picker';

export const SCENE_MAX = 1000;

/** Where the video starts: a still made first (optionally of a scene the user describes: then it is
 * text-to-video), or one of the user's pictures of the character (image-to-video). */
export function StartImageField({
  characterId,
  value,
  onChange,
  sceneError,
  startError,
  scene = true,
}: {
  characterId: string;
  value: StartImage;
  onChange(value: StartImage): void;
  sceneError?: string | undefined;
  startError?: string | undefined;
  /** A spoken line has no scene of its own: the still follows the motion prompt. */
  scene?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const [lastScene, setLastScene] = useState('');
  const picked = value.kind === 'image' ? value.media : null;
  const blurred = useMustBlur(picked?.shouldBlur);

  return (
    <div className="grid gap-3">
      <OptionGroup
        legend="Start from"
        value={value.kind}
        error={startError}
        className="grid-cols-2"
        data-testid="start-options"
        onChange={(kind) => {
          if (kind === value.kind) return;
          if (kind === 'image') {
            if (value.kind === 'still') setLastScene(value.scene);
            onChange({ kind: 'image', media: null });
            setPicking(true);
          } else {
            onChange({ kind: 'still', scene: lastScene });
          }
        }}
        options={[
          {
            value: 'still',
            label: 'Make a still first',
            content: <span className="font-semibold text-sm">Make a still first</span>,
          },
          {
            value: 'image',
            label: 'One of my images',
            content: <span className="font-semibold text-sm">One of my images</span>,
          },
        ]}
      />
      {value.kind === 'still' && scene ? (
        <div className="grid gap-2">
          <label htmlFor="video-scene" className="font-medium text-sm">
            Scene of the still <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <Textarea
            id="video-scene"
            rows={2}
            maxLength={SCENE_MAX}
            value={value.scene}
            aria-invalid={sceneError ? true : undefined}
            aria-describedby={sceneError ? 'video-scene-error' : 'video-scene-hint'}
            placeholder="On a rooftop at night, city lights behind her…"
            onChange={(e) => onChange({ kind: 'still', scene: e.target.value })}
            className="min-h-16"
          />
          {sceneError ? (
            <p id="video-scene-error" role="alert" className="text-red-300 text-xs">
              {sceneError}
            </p>
          ) : (
            <p id="video-scene-hint" className="text-muted-foreground text-xs">
              Empty: the action’s own scene.
            </p>
          )}
        </div>
      ) : null}
      {value.kind === 'image' ? (
        <div className="flex items-center gap-3">
          <div className="relative h-20 w-16 shrink-0 overflow-hidden rounded-lg border border-border/60 bg-secondary/50">
            {picked ? (
              <img
                src={picked.thumbUrl}
                alt="Where the video starts"
                className={cn('h-full w-full object-cover', blurred && 'scale-110 blur-lg')}
              />
            ) : (
              <span className="grid h-full w-full place-items-center text-muted-foreground">
                <ImageIcon width={22} height={22} />
              </span>
            )}
          </div>
          <div className="grid min-w-0 gap-1">
            <p className="text-muted-foreground text-xs">
              {picked ? 'The video starts from this picture.' : 'No picture picked yet.'}
            </p>
            <Button
              variant="secondary"
              className="h-10 w-fit"
              onClick={() => setPicking(true)}
              data-testid="pick-start-image"
            >
              {picked ? 'Change' : 'Pick an image'}
            </Button>
          </div>
        </div>
      ) : null}
      <Portal>
        <Dialog
          open={picking}
          onClose={() => setPicking(false)}
          title="Start from one of your images"
          description="Pictures of this character you generated."
          className="max-w-2xl"
        >
          <StartImagePicker
            characterId={characterId}
            value={picked?.id ?? null}
            onPick={(media) => {
              onChange({ kind: 'image', media });
              setPicking(false);
            }}
          />
        </Dialog>
      </Portal>
    </div>
  );
}
