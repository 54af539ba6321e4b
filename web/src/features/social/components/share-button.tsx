import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ShareInput } from '../api/create-share';
import { ShareDialog } from './share-dialog';
import { ShareIcon } from './social-icons';

/** A Share button that opens the share-link dialog for one item. */
export function ShareButton({ input, title }: { input: ShareInput; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="share-button">
        <ShareIcon /> Share
      </Button>
      {open ? (
        <ShareDialog open title={title} input={input} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
