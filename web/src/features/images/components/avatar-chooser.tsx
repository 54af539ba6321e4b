import { useState } from 'react';
import { CharacterAvatar } from '@/components/character-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { MediaView } from '@/lib/api-types';
import { setMyAvatar } from '../api/set-my-avatar';
import { setPortrait } from '../api/set-portrait';
import type { MediaCharacter } from '../types';
import { MediaPicker } from './media-picker';

interface AvatarChooserProps {
  /** My characters: an image of one of them can become its portrait. */
  characters: readonly MediaCharacter[];
  me: { name: string; avatarUrl: string | null; id: string };
}

/** Pick one of my images, then make it my avatar or its character's portrait. */
export function AvatarChooser({ characters, me }: AvatarChooserProps) {
  const [picked, setPicked] = useState<MediaView | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const character = characters.find((c) => c.id === picked?.characterId) ?? null;

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setStatus(null);
    try {
      setStatus({ ok: true, text: await action() });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-4 rounded-2xl border border-border bg-card/70 p-4">
        <CharacterAvatar name={me.name} url={me.avatarUrl} seed={me.id} className="h-16 w-16" />
        <div className="grid gap-0.5">
          <p className="font-semibold">Your avatar now</p>
          <p className="text-muted-foreground text-sm">
            Pick an image below to replace it, or to give a character a new portrait.
          </p>
        </div>
      </div>
      {status ? (
        <Alert variant={status.ok ? 'success' : 'destructive'} data-testid="avatar-status">
          {status.text}
        </Alert>
      ) : null}
      <MediaPicker
        imagesOnly
        isSelected={(m) => m.id === picked?.id}
        onToggle={(m) => setPicked((p) => (p?.id === m.id ? null : m))}
      />
      <div className="sticky bottom-0 z-30 -mx-4 border-border/60 border-t bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-2 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          {picked ? null : (
            <p className="mr-auto text-muted-foreground text-sm">Tap an image to choose it</p>
          )}
          {character && picked ? (
            <Button
              variant="secondary"
              className="h-11"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await setPortrait(character.id, picked.id);
                  return `${character.name} has a new portrait.`;
                })
              }
            >
              {`${character.name}'s portrait`}
            </Button>
          ) : null}
          <Button
            className="h-11"
            disabled={!picked || busy}
            onClick={() =>
              picked &&
              void run(async () => {
                await setMyAvatar(picked.id);
                return 'Your avatar has been changed.';
              })
            }
            data-testid="use-avatar"
          >
            Use as my avatar
          </Button>
        </div>
      </div>
    </div>
  );
}
