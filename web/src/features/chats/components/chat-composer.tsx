import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { checkChatInput, recognizeSlashCommand } from '@/lib/chat-input';
import { cn } from '@/lib/utils';
import { SlashHint } from './slash-hint';

interface ChatComposerProps {
  busy: boolean;
  streaming: boolean;
  onSend(text: string): void;
  onStop(): void;
  /** ↑ in an empty composer: edit the last own message. */
  onEditLast?(): void;
  /** A control before the message box (Send a photo). */
  leading?: ReactNode;
}

/** The tallest the message box grows before it scrolls (px). */
const MAX_HEIGHT = 176;

/** The message box: Enter sends, Shift+Enter is a new line, Esc stops, ↑ (when empty) edits the
 * last own message. It grows with its text. */
export function ChatComposer({
  busy,
  streaming,
  onSend,
  onStop,
  onEditLast,
  leading,
}: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const command = recognizeSlashCommand(draft);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again whenever the text changes
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`;
  }, [draft]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const check = checkChatInput(draft);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setDraft('');
    onSend(check.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
    else if (event.key === 'Escape' && busy) {
      event.preventDefault();
      onStop();
    } else if (event.key === 'ArrowUp' && draft === '' && !busy && onEditLast) {
      event.preventDefault();
      onEditLast();
    }
  }

  return (
    <form className="grid gap-2" onSubmit={submit} data-testid="chat-composer">
      {command ? <SlashHint command={command.command} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-300" data-testid="composer-error">
          {error}
        </p>
      ) : null}
      <div
        className={cn(
          'flex items-end gap-2 rounded-3xl border border-border bg-card/80 p-1.5 shadow-lg focus-within:border-primary/60',
          leading ? 'pl-1.5' : 'pl-4',
        )}
      >
        {leading}
        <Textarea
          ref={box}
          aria-label="Message"
          data-testid="chat-input"
          placeholder="Message… (/direct, /analyze)"
          className="min-h-10 resize-none border-0 text-base sm:text-sm bg-transparent px-0 py-2 shadow-none focus-visible:ring-0 focus-visible:ring-offset-0"
          rows={1}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <Button
            variant="secondary"
            className="h-10 shrink-0 rounded-full"
            data-testid="stop-button"
            onClick={onStop}
          >
            ■ Stop
          </Button>
        ) : (
          <Button
            type="submit"
            className="h-10 shrink-0 rounded-full"
            data-testid="send-button"
            disabled={busy || !draft.trim()}
          >
            Send
          </Button>
        )}
      </div>
    </form>
  );
}
