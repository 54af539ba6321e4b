import { describe, expect, it } from 'vitest';
import { FEEDBACK_OPTIONS, feedbackLabel, flagLabel } from './chat-labels';

describe('spec 8 Feedback option labels', () => {
  it('labels every option the user can pick', () => {
    expect(FEEDBACK_OPTIONS.map((o) => [o, feedbackLabel(o)])).toEqual([
      ['bad-memory', 'Bad memory'],
      ['looping', 'Looping'],
      ['acting-on-behalf-of-user', 'Writing my actions'],
      ['message-too-short', 'Too short'],
      ['message-too-long', 'Too long'],
      ['formatting-wrong', 'Wrong format'],
      ['refusal', 'AI refusing'],
    ]);
  });

  it('has no label for the empty option or an unknown one', () => {
    expect(feedbackLabel('')).toBeNull();
    expect(feedbackLabel('nope')).toBeNull();
  });
});

describe('spec 8 Flagged-content labels', () => {
  it('maps each reason to its label', () => {
    expect(flagLabel('openai:sexual-minors')).toBe('Underage Sexual Content');
    expect(flagLabel('prohibited')).toBe('Prohibited Underage Content');
    expect(flagLabel('prohibited-bestiality')).toBe('Prohibited Bestiality Content');
  });

  it('keeps a label the server already sent, and ignores "not flagged"', () => {
    expect(flagLabel('Prohibited Underage Content')).toBe('Prohibited Underage Content');
    expect(flagLabel(undefined)).toBeNull();
    expect(flagLabel('')).toBeNull();
    expect(flagLabel('none')).toBeNull();
  });
});
