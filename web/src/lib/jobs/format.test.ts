import { describe, expect, it } from 'vitest';
import { job } from '@/test/fixtures';
import { formatEta, progressPercent, queueText, stageText } from './format';

describe('job progress text', () => {
  it('says the ETA roughly', () => {
    expect(formatEta(null)).toBeNull();
    expect(formatEta(undefined)).toBeNull();
    expect(formatEta(-1)).toBeNull();
    expect(formatEta(3)).toBe('a few seconds');
    expect(formatEta(19)).toBe('about 20 s');
    expect(formatEta(42)).toBe('about 40 s');
    expect(formatEta(150)).toBe('about 3 min');
    expect(formatEta(2 * 3600)).toBe('about 2 h');
  });

  it('gives the place in line while waiting', () => {
    expect(queueText(job({ state: 'queued', queuePosition: 3 }))).toBe('#3 in line');
    expect(queueText(job({ state: 'queued', queuePosition: 1 }))).toBe('#1 in line · next up');
    expect(queueText(job({ state: 'running', queuePosition: 2 }))).toBe('#2 in line');
    expect(queueText(job({ state: 'running', queuePosition: null }))).toBeNull();
    expect(queueText(job({ state: 'succeeded', queuePosition: 1 }))).toBeNull();
  });

  it('rounds and bounds the percentage, and words the stage', () => {
    expect(progressPercent({ progress: 0.426 })).toBe(43);
    expect(progressPercent({ progress: 1.4 })).toBe(100);
    expect(progressPercent({ progress: Number.NaN })).toBe(0);
    expect(stageText('face detail')).toBe('Face detail…');
    expect(stageText('done')).toBeNull();
    expect(stageText(null)).toBeNull();
  });
});
