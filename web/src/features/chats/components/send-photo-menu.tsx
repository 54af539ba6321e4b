import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CameraIcon, SparklesIcon, UserIcon } from '@/components/ui/icons';
import type { ChatCharacter } from '@/lib/api-types';
import { creditsText, useCreditQuote } from '@/lib/credits';
import { cn } from '@/lib/utils';
import type { PhotoRequest } from '../api/send-photo';

// The pose list (with its thumbnails) loads only when it is opened.
const PoseSheet = lazy(() => import('./pose-sheet').then((m) => ({ default: m.PoseSheet })));

interface SendPhotoMenuProps {
  /** Who is in the photo. */
  character: ChatCharacter | undefined;
  disabled: boolean;
  onRequest(request: PhotoRequest): void;
}

const ITEM =
  'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none';

/** "Send a photo": the character as they look, the scene as it stands, or a pose from the list. */
export function SendPhotoMenu({ character, disabled, onRequest }: SendPhotoMenuProps) {
  const [open, setOpen] = useState(false);
  const [poses, setPoses] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (request: PhotoRequest) => {
    setOpen(false);
    onRequest(request);
  };
  const name = character?.name ?? 'them';
  const characterId = character?.id;
  // A chat photo is one image: its cost is shown before a choice sends the request.
  const cost = useCreditQuote(open ? { kind: 'image', images: 1 } : null).data;

  return (
    <div ref={root} className="relative shrink-0">
      <button
        type="button"
        aria-label="Send a photo"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="send-photo"
        disabled={disabled || !character}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'grid h-10 w-10 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
          open && 'bg-accent text-foreground',
        )}
      >
        <CameraIcon width={20} height={20} />
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={`A photo of ${name}`}
          data-testid="send-photo-menu"
          className="absolute bottom-full left-0 z-30 mb-3 grid w-60 gap-0.5 rounded-2xl border border-border bg-card p-1.5 shadow-2xl"
        >
          <p className="px-3 pt-1.5 pb-1 font-medium text-muted-foreground text-xs">
            A photo of {name}
            {cost ? <span data-testid="photo-cost"> · {creditsText(cost.credits)}</span> : null}
          </p>
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            data-testid="photo-look"
            onClick={() => pick({ mode: 'look', characterId })}
          >
            <UserIcon width={18} height={18} /> As they look
          </button>
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            data-testid="photo-scene"
            onClick={() => pick({ mode: 'scene', characterId })}
          >
            <SparklesIcon width={18} height={18} /> This scene
          </button>
          <button
            type="button"
            role="menuitem"
            className={ITEM}
            data-testid="photo-pose"
            onClick={() => {
              setOpen(false);
              setPoses(true);
            }}
          >
            <CameraIcon width={18} height={18} /> A pose…
          </button>
        </div>
      ) : null}
      {poses && character ? (
        <Suspense fallback={null}>
          <PoseSheet
            character={character}
            onClose={() => setPoses(false)}
            onPick={(poseId) => {
              setPoses(false);
              onRequest({ mode: 'pose', characterId, poseId });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
