import { describe, expect, it } from 'vitest';
import type { ChatCharacter, ChatMessageView } from '@/lib/api-types';
import {
  type ChatUIMessage,
  lastReplyText,
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

describe('stored genVideo messages (spec 3, ARCHITECTURE 3)', () => {
  it('become data-genVideo parts keyed by the message id, with the whole result', () => {
    const pending = {
      id: 'v1',
      triggerRunId: 'run1',
      error: null,
      videoUrl: null,
      inputImageUrl: '/api/media/i1/file',
      shouldBlur: false,
      width: 480,
      height: 832,
      duration: 5,
      mode: 'image-to-video',
      isPreview: true,
      stillId: null,
    };
    const [message] = toUIMessages([
      view({
        id: 'd2',
        role: 'data',
        content: '',
        annotations: { characterId: 'c-ava' },
        data: { type: 'genVideo', result: pending },
      }),
    ]);
    expect(message?.role).toBe('assistant');
    expect(message?.metadata?.characterId).toBe('c-ava');
    expect(message?.parts).toEqual([{ type: 'data-genVideo', id: 'd2', data: pending }]);
  });

  it('keep a finished video after a reload: its URL and its error come through as stored', () => {
    const [done, failed] = toUIMessages([
      view({
        id: 'd3',
        role: 'data',
        content: '',
        data: { type: 'genVideo', result: { id: 'v3', videoUrl: '/api/media/v3/file' } },
      }),
      view({
        id: 'd4',
        role: 'data',
        content: '',
        data: { type: 'genVideo', result: { id: 'v4', videoUrl: null, error: 'No GPU.' } },
      }),
    ]);
    expect(done?.parts[0]).toMatchObject({
      type: 'data-genVideo',
      data: { videoUrl: '/api/media/v3/file' },
    });
    expect(failed?.parts[0]).toMatchObject({ type: 'data-genVideo', data: { error: 'No GPU.' } });
  });
});

describe('lastReplyText (what "Say it" speaks)', () => {
  const messages = toUIMessages([
    view({ id: 'a1', content: 'Hi there', annotations: { characterId: 'c-ava' } }),
    view({ id: 'b1', content: 'Hello, I am Ben', annotations: { characterId: 'c-ben' } }),
    view({ id: 'u1', role: 'user', content: 'Hey both' }),
    view({
      id: 'd1',
      role: 'data',
      content: '',
      annotations: { characterId: 'c-ava' },
      data: { type: 'genImage', result: { id: 'i1' } },
    }),
    view({ id: 'f1', content: '', annotations: { characterId: 'c-ava', flaggedContent: 'x' } }),
  ]);

  it("takes the character's newest reply with words in a group chat", () => {
    expect(lastReplyText(messages, 'c-ava', false)).toBe('Hi there');
    expect(lastReplyText(messages, 'c-ben', false)).toBe('Hello, I am Ben');
  });

  it('takes the newest reply in a one-to-one chat, and nothing when there is none', () => {
    expect(lastReplyText(messages, 'c-ava', true)).toBe('Hello, I am Ben');
    expect(lastReplyText([], 'c-ava', true)).toBe('');
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
