import { describe, expect, it } from 'vitest';
import {
  checkChatInput,
  INSTRUCTION_TOO_LONG,
  normalizeChatInput,
  recognizeSlashCommand,
} from './chat-input';

describe('spec 5 Chat input', () => {
  it('is not sent when empty or blank', () => {
    expect(normalizeChatInput('')).toBeNull();
    expect(normalizeChatInput('  \n\t \n')).toBeNull();
    expect(checkChatInput('   ')).toEqual({ ok: false, error: null });
  });

  it('trims the text', () => {
    expect(normalizeChatInput('  hello there \n')).toBe('hello there');
  });

  it('collapses runs of 3 or more newlines to 2 and keeps shorter runs', () => {
    expect(normalizeChatInput('a\n\n\nb')).toBe('a\n\nb');
    expect(normalizeChatInput('a\n\n\n\n\n\nb\nc\n\nd')).toBe('a\n\nb\nc\n\nd');
    expect(normalizeChatInput('a\r\n\r\n\r\nb')).toBe('a\n\nb');
  });
});

describe('spec 5 Slash commands', () => {
  it('recognises a command equal to the trimmed input', () => {
    expect(recognizeSlashCommand('  /analyze ')).toEqual({ command: '/analyze', instruction: '' });
    expect(recognizeSlashCommand('/direct')).toEqual({ command: '/direct', instruction: '' });
  });

  it('recognises a command followed by a space and an instruction', () => {
    expect(recognizeSlashCommand('/direct she opens the door')).toEqual({
      command: '/direct',
      instruction: 'she opens the door',
    });
    expect(recognizeSlashCommand('/analyze why?')?.command).toBe('/analyze');
  });

  it('does not recognise look-alikes', () => {
    expect(recognizeSlashCommand('/directions please')).toBeNull();
    expect(recognizeSlashCommand('/analyzed')).toBeNull();
    expect(recognizeSlashCommand('say /direct now')).toBeNull();
    expect(recognizeSlashCommand('/Direct x')).toBeNull();
  });

  it('rejects an instruction over 500 characters with the spec 8 message', () => {
    const ok = `/direct ${'x'.repeat(500)}`;
    const long = `/direct ${'x'.repeat(501)}`;
    expect(checkChatInput(ok)).toEqual({ ok: true, text: ok });
    expect(checkChatInput(long)).toEqual({ ok: false, error: INSTRUCTION_TOO_LONG });
    expect(INSTRUCTION_TOO_LONG).toBe(
      'Instructions must be less than 500 characters. Please be more concise.',
    );
  });

  it('does not limit ordinary messages', () => {
    const text = 'y'.repeat(2000);
    expect(checkChatInput(text)).toEqual({ ok: true, text });
  });
});
