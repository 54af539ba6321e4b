import { describe, expect, it } from 'vitest';
import type { ChatCharacter, ChatMessageView } from '@/lib/api-types';
import {
  type ChatUIMessage,
  messageText,
  photoCalls,
  speakerOf,
  toUIMessages,
} from './ui-messages';

const ava: ChatCharacter = {
  id: 'c-ava',
  name: 'Ava',
  avatarUrl: null,
  gender: 'Female',
  style: 'Realistic',
};
const ben: ChatCharacter = {
  id: 'c-ben',
  name: 'Ben',
  avatarUrl: null,
  gender: 'Male',
  style: 'Anime',
};

function view(overrides: Partial<ChatMessageView>): ChatMessageView {
  return {
    id: 'm1',
    role: 'assistant',
    content: 'Hello',
    createdAt: '2026-01-01T00:00:00Z',
    annotations: {},
    alternatives: 1,
    activeAlternative: 0,
    stopped: false,
    ...overrides,
  };
}

describe('toUIMessages', () => {
  it('turns stored messages into useChat messages with their extras as metadata', () => {
    const [msg] = toUIMessages([
      view({
        annotations: { messageId: 'm1', characterId: 'c-ava' },
        alternatives: 3,
        activeAlternative: 1,
        stopped: true,
      }),
    ]);
    expect(msg?.role).toBe('assistant');
    expect(msg && messageText(msg)).toBe('Hello');
    expect(msg?.metadata).toMatchObject({
      characterId: 'c-ava',
      messageId: 'm1',
      alternatives: 3,
      activeAlternative: 1,
      stopped: true,
    });
  });

  it('keeps the flagged label and turns data messages into data parts', () => {
    const [flagged, data] = toUIMessages([
      view({ content: '', annotations: { flaggedContent: 'Prohibited Underage Content' } }),
      view({
        id: 'd1',
        role: 'data',
        content: '',
        data: { type: 'genImage', result: { id: 'i1', imageUrl: null, shouldBlur: true } },
      }),
      view({ id: 't1', role: 'tool' }),
    ]);
    expect(flagged?.metadata?.flaggedContent).toBe('Prohibited Underage Content');
    expect(data?.parts).toEqual([
      { type: 'data-genImage', id: 'd1', data: { id: 'i1', imageUrl: null, shouldBlur: true } },
    ]);
  });
});

describe('spec 4 Group chat speaker lookup', () => {
  const [fromBen, unknown, user] = toUIMessages([
    view({ annotations: { characterId: 'c-ben' } }),
    view({ annotations: { characterId: 'c-gone' } }),
    view({ role: 'user' }),
  ]);

  it("finds the message's character among the chat's characters by characterId", () => {
    expect(fromBen && speakerOf(fromBen, [ava, ben])?.name).toBe('Ben');
  });

  it('finds nobody for an unknown id in a group, or for a user message', () => {
    expect(unknown && speakerOf(unknown, [ava, ben])).toBeUndefined();
    expect(user && speakerOf(user, [ava, ben])).toBeUndefined();
  });

  it('uses the only character of a one-to-one chat', () => {
    expect(unknown && speakerOf(unknown, [ava])?.name).toBe('Ava');
  });
});

describe('photoCalls', () => {
  it('follows the photo tool call through the spec 4 states', () => {
    const message = {
      id: 'm1',
      role: 'assistant',
      parts: [
        { type: 'text', text: 'One second.' },
        { type: 'tool-send_photo', toolCallId: 'c1', state: 'input-streaming', input: undefined },
        {
          type: 'tool-send_photo',
          toolCallId: 'c2',
          state: 'output-error',
          input: {},
          errorText: 'No.',
        },
      ],
    } as unknown as ChatUIMessage;
    expect(photoCalls(message)).toEqual([
      { id: 'c1', state: 'input-streaming', errorText: undefined },
      { id: 'c2', state: 'output-error', errorText: 'No.' },
    ]);
  });
});
