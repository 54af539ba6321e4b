import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/utils';
import type { MessageKind } from '../lib/message-kinds';
import { type ChatUIMessage, messageText } from '../lib/ui-messages';
import { DataMessageCard } from './data-message-card';
import { MessageEditor } from './message-editor';

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
      {media.map((part) => (
        <DataMessageCard
          key={part.id ?? part.type}
          kind={part.type === 'data-genVideo' ? 'video' : 'image'}
          result={part.data}
        />
      ))}
    </div>
  );
}
