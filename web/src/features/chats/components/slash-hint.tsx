import type { SlashCommandName } from '@/lib/chat-input';

const HINTS: Record<SlashCommandName, string> = {
  '/analyze': 'Out of character: the AI answers your question about the story, not in role.',
  '/direct': 'Directs what happens next, for the next reply only (at most 500 characters).',
};

/** The chip that shows a slash command was recognised. */
export function SlashHint({ command }: { command: SlashCommandName }) {
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="slash-hint">
      <span className="rounded-full bg-primary/20 px-2 py-0.5 font-mono text-primary">
        {command}
      </span>
      {HINTS[command]}
    </p>
  );
}
