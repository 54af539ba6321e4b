import type { UIMessage } from 'ai';
import type { ChatCharacter, ChatMessageView } from '@/lib/api-types';

/** What the server tells about a message: stream metadata plus the stored message's extras. */
export interface ChatMetadata {
  characterId?: string;
  messageId?: string;
  flaggedContent?: string;
  alternatives?: number;
  activeAlternative?: number;
  stopped?: boolean;
  feedback?: string | null;
  createdAt?: string;
}

/** A generated image or video result (spec 3 Chat message, role data). */
export interface MediaResult {
  id?: string;
  triggerRunId?: string;
  imageUrl?: string | null;
  videoUrl?: string | null;
  inputImageUrl?: string | null;
  error?: string | null;
  shouldBlur?: boolean;
  /** Beside the spec's fields: the media's size and whether the preview backend made it. */
  width?: number;
  height?: number;
  isPreview?: boolean;
  /** A video's: its length (seconds), how it was made, and the still it was made from, if one was made. */
  duration?: number | null;
  mode?: string | null;
  stillId?: string | null;
}

export type ChatDataParts = { genImage: MediaResult; genVideo: MediaResult };
export type ChatUIMessage = UIMessage<ChatMetadata, ChatDataParts>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function dataPart(view: ChatMessageView): ChatUIMessage['parts'] {
  const data = (view.data ?? {}) as { type?: unknown; result?: unknown };
  const result = (data.result ?? {}) as MediaResult;
  if (data.type === 'genVideo') return [{ type: 'data-genVideo', id: view.id, data: result }];
  return [{ type: 'data-genImage', id: view.id, data: result }];
}

/** The server's messages as `useChat` holds them; tool messages are not displayed. */
export function toUIMessages(views: readonly ChatMessageView[]): ChatUIMessage[] {
  const out: ChatUIMessage[] = [];
  for (const view of views) {
    if (view.role === 'tool') continue;
    const annotations = view.annotations as Record<string, unknown>;
    const metadata: ChatMetadata = {
      alternatives: view.alternatives ?? 1,
      activeAlternative: view.activeAlternative ?? 0,
      stopped: view.stopped ?? false,
      feedback: view.feedback ?? null,
      createdAt: view.createdAt,
    };
    const characterId = str(annotations.characterId);
    const messageId = str(annotations.messageId);
    const flaggedContent = str(annotations.flaggedContent);
    if (characterId) metadata.characterId = characterId;
    if (messageId) metadata.messageId = messageId;
    if (flaggedContent) metadata.flaggedContent = flaggedContent;
    out.push({
      id: view.id,
      role: view.role === 'user' ? 'user' : 'assistant',
      metadata,
      parts:
        view.role === 'data'
          ? dataPart(view)
          : [{ type: 'text', text: view.content, state: 'done' }],
    });
  }
  return out;
}

/** The text content is the concatenation of the text parts. */
export function messageText(message: ChatUIMessage): string {
  return message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
}

/** The id the server knows the message by: the messageId annotation, else its own id. */
export function serverId(message: ChatUIMessage): string {
  return message.metadata?.messageId ?? message.id;
}

/** Spec 4 Group chat: a message's character is looked up among the chat's characters by id. */
export function speakerOf(
  message: ChatUIMessage,
  characters: readonly ChatCharacter[],
): ChatCharacter | undefined {
  if (message.role !== 'assistant') return undefined;
  const id = message.metadata?.characterId;
  const found = id ? characters.find((c) => c.id === id) : undefined;
  // A one-character chat has one possible speaker.
  return found ?? (characters.length === 1 ? characters[0] : undefined);
}

/** The character's photo tool call (LLM_TOOLS): spec 4 partial-call, call, result, as the AI SDK's states. */
export interface PhotoCall {
  id: string;
  state: 'input-streaming' | 'input-available' | 'output-available' | 'output-error';
  errorText?: string;
}

export function photoCalls(message: ChatUIMessage): PhotoCall[] {
  return message.parts.flatMap((part) => {
    if (part.type !== 'tool-send_photo') return [];
    const call = part as { toolCallId: string; state: PhotoCall['state']; errorText?: string };
    return [{ id: call.toolCallId, state: call.state, errorText: call.errorText }];
  });
}

/**
 * The words of a character's newest reply (what "Say it" speaks): in a group chat the reply must be
 * theirs; in a one-to-one chat every reply is.
 */
export function lastReplyText(
  messages: readonly ChatUIMessage[],
  characterId: string | undefined,
  oneToOne: boolean,
): string {
  const reply = messages.findLast(
    (m) =>
      m.role === 'assistant' &&
      !m.metadata?.flaggedContent &&
      messageText(m).trim() !== '' &&
      (oneToOne || !characterId || m.metadata?.characterId === characterId),
  );
  return reply ? messageText(reply).trim() : '';
}
