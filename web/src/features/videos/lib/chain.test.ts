import { describe, expect, it } from 'vitest';
import { media } from '@/test/fixtures';
import { actionLabel, chainLinks, madeFromLabel, mediaSummary, videoSourceLabel } from './chain';

describe('a video chain (spec 1 Video generation: extend, edit, enhance)', () => {
  it('labels each ancestor by how the item after it was made from it', () => {
    const video = media({ id: 'v3', kind: 'video', source: 'enhanced-video' });
    const chain = [
      media({ id: 'v2', kind: 'video', source: 'extend-video' }),
      media({ id: 'v1', kind: 'video', source: 'edit-video' }),
      media({ id: 'v0', kind: 'video', source: 'text-to-video' }),
      media({ id: 'still', kind: 'image', source: 'text_to_video' }),
    ];
    expect(chainLinks(video, chain).map((l) => [l.media.id, l.label])).toEqual([
      ['v2', 'Upscaled from'],
      ['v1', 'Extended from'],
      ['v0', 'Edited from'],
      ['still', 'Made from image'],
    ]);
  });

  it('names every mode', () => {
    const image = { kind: 'image' as const };
    const video = { kind: 'video' as const };
    expect(madeFromLabel({ source: 'image-to-video' }, image)).toBe('Made from image');
    expect(madeFromLabel({ source: 'lipsync-video' }, image)).toBe('Made from image');
    expect(madeFromLabel({ source: 'add-audio-to-video' }, video)).toBe('Voice added to');
    expect(madeFromLabel({ source: 'something-new' }, video)).toBe('Made from video');
    expect(videoSourceLabel('lipsync-video')).toBe('Lip-sync');
    expect(videoSourceLabel('enhanced-video')).toBe('Upscaled');
  });

  it('has no links without ancestors', () => {
    expect(chainLinks(media({ kind: 'video' }), [])).toEqual([]);
  });

  it('turns a preset id into words', () => {
    expect(actionLabel('fus-roh-dah')).toBe('Fus roh dah');
    expect(actionLabel(null)).toBe('');
  });
});

describe('a linked item in words', () => {
  it('says how it was made', () => {
    expect(mediaSummary({ kind: 'video', source: 'extend-video', duration: 5.2 })).toBe(
      'Extended · 5 s',
    );
    expect(mediaSummary({ kind: 'image', source: 'text_to_video', duration: null })).toBe(
      'The still made for it',
    );
    expect(mediaSummary({ kind: 'image', source: 'preset', duration: null })).toBe('Your image');
  });
});
