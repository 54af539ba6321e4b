/** Spec 5 Chat input and Slash commands, checked before a message is sent (the server checks again). */

export const SLASH_COMMANDS = ['/analyze', '/direct'] as const;
export type SlashCommandName = (typeof SLASH_COMMANDS)[number];

/** Spec 9 Chat: the slash-command instruction limit. */
export const INSTRUCTION_LIMIT = 500;
export const INSTRUCTION_TOO_LONG =
  'Instructions must be less than 500 characters. Please be more concise.';

/** Trimmed, with runs of 3 or more newlines collapsed to 2; null when nothing is left to send. */
export function normalizeChatInput(raw: string): string | null {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? text : null;
}

export interface SlashCommand {
  command: SlashCommandName;
  /** The text after the command (trimmed); '' when there is none. */
  instruction: string;
}

/** A command is recognised when the trimmed input equals it or starts with it and a space. */
export function recognizeSlashCommand(raw: string): SlashCommand | null {
  const text = raw.trim();
  for (const command of SLASH_COMMANDS) {
    if (text === command) return { command, instruction: '' };
    if (text.startsWith(`${command} `)) {
      return { command, instruction: text.slice(command.length + 1).trim() };
    }
  }
  return null;
}

export type ChatInputCheck = { ok: true; text: string } | { ok: false; error: string | null };

/** What the composer may send: an error sentence, null for "nothing to send", or the text. */
export function checkChatInput(raw: string): ChatInputCheck {
  const text = normalizeChatInput(raw);
  if (text === null) return { ok: false, error: null };
  const command = recognizeSlashCommand(text);
  if (command && command.instruction.length > INSTRUCTION_LIMIT) {
    return { ok: false, error: INSTRUCTION_TOO_LONG };
  }
  return { ok: true, text };
}
