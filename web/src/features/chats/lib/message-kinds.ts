import { recognizeSlashCommand } from '@/lib/chat-input';
import { type ChatUIMessage, messageText } from './ui-messages';

/**
 * How a message is shown. Spec 5 Slash commands: '/direct' is a director's note ('direction'; a bare
 * one continues the scene) and '/analyze' asks for an out-of-character answer ('analyze'), which the
 * next reply is ('ooc'). Everything else is the role-play itself ('message').
 */
export type MessageKind = 'message' | 'direction' | 'analyze' | 'ooc';

export interface ShownMessage {
  message: ChatUIMessage;
  kind: MessageKind;
  /** The command's instruction ('' for a bare command). */
  instruction: string;
}

function hasContent(message: ChatUIMessage): boolean {
  return message.parts.some(
    (p) =>
      (p.type === 'text' && p.text.trim() !== '') ||
      p.type === 'data-genImage' ||
      p.type === 'data-genVideo',
  );
}

/**
 * The messages to show, each with its kind. A reply with nothing in it yet is left out (the typing
 * indicator stands for it), so a turn stopped before its first word leaves no empty bubble; flagged
 * replies stay, as they show their label.
 */
export function shownMessages(messages: readonly ChatUIMessage[]): ShownMessage[] {
  const out: ShownMessage[] = [];
  let afterAnalyze = false;
  for (const message of messages) {
    if (message.role === 'user') {
      const command = message.metadata?.flaggedContent
        ? null
        : recognizeSlashCommand(messageText(message));
      afterAnalyze = command?.command === '/analyze';
      const kind = command ? (command.command === '/direct' ? 'direction' : 'analyze') : 'message';
      out.push({ message, kind, instruction: command?.instruction ?? '' });
      continue;
    }
    if (!hasContent(message) && !message.metadata?.flaggedContent) continue;
    const ooc = afterAnalyze && message.role === 'assistant';
    afterAnalyze = false;
    out.push({ message, kind: ooc ? 'ooc' : 'message', instruction: '' });
  }
  return out;
}

/** The user's message that is still waiting for an answer: the last one shown, unless it was blocked. */
export function unansweredMessage(shown: readonly ShownMessage[]): ChatUIMessage | null {
  const last = shown.at(-1)?.message;
  if (last?.role !== 'user' || last.metadata?.flaggedContent) return null;
  return last;
}
