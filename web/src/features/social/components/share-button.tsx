import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ShareInput } from '../api/create-share';
import { ShareIcon } from './social-icons';

// Loaded when first opened: pages that only may share (a character's) do not carry the dialog.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/** A Share button that opens the share-link dialog for one item. */
export function ShareButton({ input, title }: { input: ShareInput; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="share-button">
        <ShareIcon /> Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog open title={title} input={input} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
