import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { VideoPlayer } from './video-player';

type Props = Parameters<typeof VideoPlayer>[0];

function show(props: Partial<Props> = {}, user: Me | null = me()) {
  render(
    <AuthContext.Provider value={authFor(user)}>
      <VideoPlayer
        src="/api/media/v1/file"
        poster="/api/media/i1/file"
        width={480}
        height={832}
        shouldBlur={false}
        {...props}
      />
    </AuthContext.Provider>,
  );
  return document.querySelector('video') as HTMLVideoElement;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('video player (inline, same blur policy as pictures)', () => {
  it('plays inline, reads only metadata, and keeps its shape before it loads', () => {
    const video = show();
    expect(video).toHaveAttribute('src', '/api/media/v1/file');
    expect(video).toHaveAttribute('poster', '/api/media/i1/file');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('width', '480');
    expect(video).toHaveAttribute('height', '832');
    expect(screen.getByTestId('video-player').style.aspectRatio).toBe('480 / 832');
    expect(screen.queryByTestId('preview-badge')).toBeNull();
  });

  it('shows a play button until it plays, then the browser controls', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const video = show();
    expect(video.controls).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('hides an NSFW video behind "Tap to reveal"; nothing in it can be reached until then', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const video = show({ shouldBlur: true, autoPlay: true, muted: true, loop: true });
    const gate = screen.getByTestId('blur-gate');
    expect(gate).toHaveAttribute('data-blurred', 'true');
    // A hidden video does not start by itself.
    expect(video.autoplay).toBe(false);
    expect(video.closest('[inert]')).not.toBeNull();
    fireEvent.click(screen.getByTestId('reveal-button'));
    expect(gate).toHaveAttribute('data-blurred', 'false');
    expect(video.closest('[inert]')).toBeNull();
    // Revealing a video that would have started starts it.
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('shows it plainly to a verified adult who opted in', () => {
    const video = show(
      { shouldBlur: true, autoPlay: true, muted: true },
      me({ ageVerified: true, showNsfwMedia: true }),
    );
    expect(screen.getByTestId('blur-gate')).toHaveAttribute('data-blurred', 'false');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
  });

  it('marks what the preview backend made, and can go without controls', () => {
    show({ isPreview: true, controls: false });
    expect(screen.getByTestId('preview-badge')).toHaveTextContent('Preview');
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });
});
