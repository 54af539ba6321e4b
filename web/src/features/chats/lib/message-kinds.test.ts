import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from '@/lib/api-types';
import { pendingReplies } from './everyone';
import { shownMessages, unansweredMessage } from './message-kinds';
import type { ChatUIMessage } from './ui-messages';

const msg = (
  id: string,
  role: 'user' | 'assistant',
  text: string,
  flagged?: string,
): ChatUIMessage => ({
  id,
  role,
  parts: text ? [{ type: 'text', text }] : [],
  metadata: flagged ? { flaggedContent: flagged } : {},
});

describe('shownMessages (spec 5 Slash commands; issue 8 stop and failure)', () => {
  it('shows /direct as a director note, /analyze and its answer apart from the story', () => {
    const shown = shownMessages([
      msg('1', 'user', '/direct'),
      msg('2', 'assistant', '*She goes on.*'),
      msg('3', 'user', '/analyze How is it going?'),
      msg('4', 'assistant', 'Slowly.'),
      msg('5', 'assistant', 'And now back to the scene.'),
    ]);
    expect(shown.map((s) => s.kind)).toEqual(['direction', 'message', 'analyze', 'ooc', 'message']);
    expect(shown[0]?.instruction).toBe('');
    expect(shown[2]?.instruction).toBe('How is it going?');
  });

  it('leaves out a reply with no text yet, so a stop before the first word leaves no bubble', () => {
    const shown = shownMessages([msg('1', 'user', 'Hello'), msg('2', 'assistant', '')]);
    expect(shown.map((s) => s.message.id)).toEqual(['1']);
    expect(unansweredMessage(shown)?.id).toBe('1');
  });

  it('a blocked message is not offered a reply; an answered one neither', () => {
    expect(unansweredMessage(shownMessages([msg('1', 'user', 'x', 'Prohibited')]))).toBeNull();
    expect(
      unansweredMessage(shownMessages([msg('1', 'user', 'hi'), msg('2', 'assistant', 'hey')])),
    ).toBeNull();
  });
});

describe('pendingReplies (Everyone replies)', () => {
  const view = (role: ChatMessageView['role'], characterId?: string) =>
    ({
      id: Math.random().toString(),
      role,
      content: 'x',
      createdAt: '',
      annotations: characterId ? { characterId } : {},
    }) as ChatMessageView;
  const characters = [
    { id: 'a', name: 'A', avatarUrl: null, gender: 'Female', style: 'Realistic' },
    { id: 'b', name: 'B', avatarUrl: null, gender: 'Male', style: 'Realistic' },
  ];
  it('lists the characters who have not answered the newest user message, in chat order', () => {
    expect(
      pendingReplies(
        [view('assistant', 'a'), view('user'), view('assistant', 'b')],
        characters,
      ).map((c) => c.id),
    ).toEqual(['a']);
    expect(
      pendingReplies([view('user'), view('assistant', 'b'), view('assistant', 'a')], characters),
    ).toEqual([]);
  });
});
