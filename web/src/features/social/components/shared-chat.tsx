import { cn } from '@/lib/utils';
import type { SharedMessage } from '../types';

/** A shared chat excerpt as the chat shows it: my lines on the right, the character's on the left. */
export function SharedChat({ messages }: { messages: SharedMessage[] }) {
  return (
    <ol className="grid gap-3" data-testid="shared-chat">
      {messages.map((message, i) => {
        const mine = message.role === 'user';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt is fixed; its order is its identity
          <li key={i} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'grid max-w-[85%] gap-1 rounded-2xl px-4 py-2.5 text-sm shadow',
                mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-card',
              )}
            >
              <span
                className={cn(
                  'text-xs font-semibold',
                  mine ? 'text-primary-foreground/80' : 'text-primary',
                )}
              >
                {message.name}
              </span>
              <p className="whitespace-pre-wrap break-words">{message.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
