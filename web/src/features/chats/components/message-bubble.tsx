import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/utils';
import type { MessageKind } from '../lib/message-kinds';
import { type ChatUIMessage, messageText, photoCalls, serverId } from '../lib/ui-messages';
import { DataMessageCard } from './data-message-card';
import { MessageEditor } from './message-editor';
import { VideoMessageCard } from './video-message-card';

interface MessageBubbleProps {
  message: ChatUIMessage;
  kind: MessageKind;
  flagged: string | null;
  editing: boolean;
  onSave(text: string): Promise<void>;
  onCancel(): void;
}

/** The text of a message (markdown and *actions*, for the user's words as for replies), or its flag
 * label, or the editor; media inline. An out-of-character answer is set apart from the story. */
export function MessageBubble({
  message,
  kind,
  flagged,
  editing,
  onSave,
  onCancel,
}: MessageBubbleProps) {
  const isUser = message.role === 'user';
  const text = messageText(message);
  const media = message.parts.filter(
    (p) => p.type === 'data-genImage' || p.type === 'data-genVideo',
  );
  const messageId = serverId(message);
  const characterId = message.metadata?.characterId;
  const cards = media.map((part) =>
    part.type === 'data-genVideo' ? (
      <VideoMessageCard
        key={part.id ?? part.type}
        result={part.data}
        messageId={messageId}
        characterId={characterId}
      />
    ) : (
      <DataMessageCard
        key={part.id ?? part.type}
        result={part.data}
        messageId={messageId}
        characterId={characterId}
      />
    ),
  );
  // The character deciding to send a photo (a tool call): a line while it is asked for, its error if
  // it was refused; once it runs, the photo's own card above takes over.
  const calls = photoCalls(message)
    .filter((call) => call.state !== 'output-available')
    .map((call) => (
      <p
        key={call.id}
        data-testid="photo-call"
        className="text-sm italic text-muted-foreground"
        role={call.state === 'output-error' ? 'alert' : 'status'}
      >
        {call.state === 'output-error' ? call.errorText : 'Taking a photo…'}
      </p>
    ));
  // A photo on its own sits in the chat as itself, not inside a bubble.
  if (!flagged && !editing && text.trim() === '' && media.length + calls.length > 0) {
    return (
      <div data-testid="message-bubble" className="grid gap-2">
        {cards}
        {calls}
      </div>
    );
  }
  return (
    <div
      data-testid="message-bubble"
      className={cn(
        'rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed shadow-sm',
        isUser && 'rounded-br-md bg-primary text-primary-foreground [&_a]:text-primary-foreground',
        !isUser && kind === 'message' && 'rounded-bl-md border border-border bg-card',
        kind === 'ooc' && 'border border-dashed border-sky-400/40 bg-sky-950/30 font-mono text-sm',
      )}
    >
      {/* A photo asked for in a message arrives before the words of the reply. */}
      {flagged ? null : cards}
      {flagged ? null : calls}
      {flagged ? (
        <p data-testid="flagged-label" className="font-semibold text-red-300">
          {flagged}
        </p>
      ) : editing ? (
        <MessageEditor initial={text} onCancel={onCancel} onSave={onSave} />
      ) : (
        <div data-testid="message-content" className="[&_em]:opacity-85">
          <Markdown text={text} />
        </div>
      )}
    </div>
  );
}
