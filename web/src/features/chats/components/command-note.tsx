import type { MessageKind } from '../lib/message-kinds';

interface CommandNoteProps {
  kind: Extract<MessageKind, 'direction' | 'analyze'>;
  instruction: string;
}

/**
 * The user's slash commands, shown for what they are rather than as chat lines (spec 5 Slash
 * commands): /direct is a director's note (a bare one continues the scene), /analyze a question
 * put outside the story.
 */
export function CommandNote({ kind, instruction }: CommandNoteProps) {
  const direction = kind === 'direction';
  const label = direction ? "Director's note" : 'Out-of-character question';
  const text = direction
    ? instruction || 'Continue the scene'
    : instruction || 'How is the story going so far?';
  return (
    <div
      data-testid={direction ? 'director-note' : 'analyze-note'}
      className="mx-auto grid max-w-[90%] justify-items-center gap-0.5 rounded-xl border border-dashed border-border px-4 py-2 text-center"
    >
      <span className="text-[0.7rem] font-semibold uppercase tracking-wider text-muted-foreground">
        {label}
      </span>
      <p className="text-sm italic text-foreground/90" data-testid="message-content">
        {text}
      </p>
    </div>
  );
}
