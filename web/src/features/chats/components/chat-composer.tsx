import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { checkChatInput, recognizeSlashCommand } from '@/lib/chat-input';
import { SlashHint } from './slash-hint';

interface ChatComposerProps {
  busy: boolean;
  streaming: boolean;
  onSend(text: string): void;
  onStop(): void;
}

/** The message box: Enter sends (Shift+Enter for a new line), Stop while a reply streams. */
export function ChatComposer({ busy, streaming, onSend, onStop }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const command = recognizeSlashCommand(draft);

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
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }

  return (
    <form className="grid gap-2" onSubmit={submit} data-testid="chat-composer">
      {command ? <SlashHint command={command.command} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-300" data-testid="composer-error">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Message"
          data-testid="chat-input"
          placeholder="Write a message… (/direct or /analyze for commands)"
          className="min-h-12 resize-none"
          rows={2}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <Button variant="secondary" data-testid="stop-button" onClick={onStop}>
            ■ Stop
          </Button>
        ) : (
          <Button type="submit" data-testid="send-button" disabled={busy || !draft.trim()}>
            Send
          </Button>
        )}
      </div>
    </form>
  );
}
