import type { ChatCharacter, ChatMessageView } from '@/lib/api-types';

/**
 * "Everyone replies": the characters who have not answered the newest user message yet, in the
 * chat's order (the first one named in the message has already replied first).
 */
export function pendingReplies(
  messages: readonly ChatMessageView[],
  characters: readonly ChatCharacter[],
): ChatCharacter[] {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  if (lastUser === -1 || messages[lastUser]?.annotations.flaggedContent) return [];
  const answered = new Set(
    messages
      .slice(lastUser + 1)
      .filter((m) => m.role === 'assistant')
      .map((m) => String(m.annotations.characterId ?? '')),
  );
  return characters.filter((c) => !answered.has(c.id));
}
