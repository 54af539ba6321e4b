import { describe, expect, it } from 'vitest';
import { downloadName, SOURCE_FILTERS, serverSource, sourceLabel } from './sources';

describe('gallery sources', () => {
  it('has a Videos filter that asks the server for source=videos', () => {
    expect(SOURCE_FILTERS.map((f) => f.label)).toContain('Videos');
    expect(serverSource('videos')).toBe('videos');
    expect(serverSource('all')).toBeNull();
  });

  it('names a video still and gives a video an .mp4 name', () => {
    expect(sourceLabel('text_to_video')).toBe('Still for a video');
    const media = { id: 'abcdef1234', createdAt: '2026-01-02T03:04:05Z' };
    expect(downloadName(media)).toBe('nocturne-2026-01-02-abcdef12.png');
    expect(downloadName({ ...media, kind: 'video' })).toBe('nocturne-2026-01-02-abcdef12.mp4');
  });
});
