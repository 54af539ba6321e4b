import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import type { ChatCharacter } from '@/lib/api-types';
import { creditsText, useCreditQuote } from '@/lib/credits';
import { useVideoSubmit } from '../hooks/use-video-submit';
import {
  DEFAULT_DURATION,
  extendRequest,
  type VideoRequest,
  type VideoSource,
} from '../lib/video-requests';
import { DurationPicker } from './duration-picker';
import { SheetFooter } from './sheet-footer';
import { SourceThumb } from './source-thumb';

interface ExtendDialogProps {
  chatId: string;
  character: ChatCharacter;
  source: VideoSource;
  onClose(): void;
  onStart(body: VideoRequest): Promise<void>;
}

/** "Extend" a video: it carries on from its last frame, with what happens next if one says. */
export function ExtendDialog({ chatId, character, source, onClose, onStart }: ExtendDialogProps) {
  const [prompt, setPrompt] = useState('');
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const cost = useCreditQuote({ kind: 'video', mode: 'extend-video', duration }).data;
  const { submit, pending, error } = useVideoSubmit(onStart, onClose);
  return (
    <Dialog
      open
      onClose={onClose}
      title="Extend this video"
      description="It carries on from the last frame; the new part arrives in the chat."
      className="pb-0"
      data-testid="extend-dialog"
    >
      <SourceThumb source={source}>
        <p className="truncate font-medium">{character.name}</p>
        <p className="text-muted-foreground text-xs">{duration} more seconds</p>
      </SourceThumb>
      <div className="grid gap-2">
        <label htmlFor="extend-prompt" className="font-medium text-sm">
          What happens next <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <Textarea
          id="extend-prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={1000}
          rows={3}
          className="min-h-20"
          placeholder="Laughs, turns around and walks towards the sea…"
        />
      </div>
      <SheetFooter error={error}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <DurationPicker value={duration} onChange={setDuration} />
          <Button
            className="h-11 px-6"
            disabled={pending}
            data-testid="start-video"
            onClick={() =>
              void submit(
                extendRequest({ chatId, character, source, customPrompt: prompt, duration }),
              )
            }
          >
            {pending ? 'Starting…' : `Extend${cost ? ` · ${creditsText(cost.credits)}` : ''}`}
          </Button>
        </div>
      </SheetFooter>
    </Dialog>
  );
}
