import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import type { MediaView } from '@/lib/api-types';
import { downloadName } from '../lib/sources';
import { MediaPicker } from './media-picker';

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Saves files one after another through <a download> (the browser may ask once to allow several). */
async function download(items: readonly MediaView[]) {
  for (const media of items) {
    const link = document.createElement('a');
    link.href = media.url;
    link.download = downloadName(media);
    document.body.append(link);
    link.click();
    link.remove();
    await sleep(250);
  }
}

/** Pick images from my gallery and download them. */
export function SaveImages() {
  const [selected, setSelected] = useState<Map<string, MediaView>>(new Map());
  const [busy, setBusy] = useState(false);
  const count = selected.size;

  const toggle = (media: MediaView) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(media.id)) next.delete(media.id);
      else next.set(media.id, media);
      return next;
    });

  async function save() {
    setBusy(true);
    try {
      await download([...selected.values()]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6">
      <MediaPicker isSelected={(m) => selected.has(m.id)} onToggle={toggle} />
      <div className="sticky bottom-0 z-30 -mx-4 border-border/60 border-t bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <p className="text-sm" data-testid="save-count">
            {count === 0 ? 'Tap images to select them' : `${count} selected`}
          </p>
          <div className="flex gap-2">
            {count > 0 ? (
              <Button variant="ghost" className="h-11" onClick={() => setSelected(new Map())}>
                Clear
              </Button>
            ) : null}
            <Button
              className="h-11"
              disabled={count === 0 || busy}
              onClick={() => void save()}
              data-testid="save-download"
            >
              <DownloadIcon width={18} height={18} />
              {busy ? 'Saving…' : count > 1 ? `Download ${count}` : 'Download'}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
