import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { VideoAction } from '@/lib/api-types';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import { AnimateSheet } from './animate-sheet';

function preset(overrides: Partial<VideoAction>): VideoAction {
  return {
    id: 'walking',
    displayName: 'Walking',
    modelName: 'General',
    videoModel: 'seedance',
    tags: ['SFW', 'Solo'],
    rating: 'SFW',
    categories: ['Solo'],
    isCustom: false,
    hasLoras: false,
    previewUrl: '/api/catalog/video-actions/Female/walking/preview',
    ...overrides,
  };
}

const presets = [
  preset({ id: 'custom-sfw', displayName: 'Custom SFW Action', isCustom: true, categories: [] }),
  preset({}),
  preset({ id: 'twerk', displayName: 'Twerk', rating: 'Suggestive', categories: ['Dance'] }),
];
vi.mock('@/lib/media/get-video-actions', () => ({
  useVideoActions: () => ({ data: presets, error: undefined }),
}));

function show(onStart = vi.fn(async () => undefined), onClose = vi.fn()) {
  render(
    <AuthContext.Provider value={authFor(me())}>
      <AnimateSheet
        chatId="chat1"
        character={{
          id: 'c1',
          name: 'Mira',
          avatarUrl: null,
          gender: 'Female',
          style: 'Realistic',
        }}
        source={{
          kind: 'image',
          url: '/api/media/i1/file',
          poster: '/api/media/i1/file',
          messageId: 'd1',
          shouldBlur: false,
          width: 916,
          height: 1145,
        }}
        onStart={onStart}
        onClose={onClose}
      />
    </AuthContext.Provider>,
  );
  return { onStart, onClose };
}

const option = (id: string) =>
  document.querySelector(`[data-testid="action-option"][data-action-id="${id}"]`) as HTMLElement;

describe('the Animate sheet', () => {
  it('filters by rating, then starts the chosen preset and closes', async () => {
    const { onStart, onClose } = show();
    await screen.findByText('Twerk');
    fireEvent.click(screen.getByRole('button', { name: 'SFW' }));
    expect(screen.queryByText('Twerk')).toBeNull();
    const start = screen.getByTestId('start-video');
    expect(start).toBeDisabled();
    fireEvent.click(option('walking'));
    fireEvent.click(screen.getByRole('button', { name: '10 s' }));
    fireEvent.click(start);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'image-to-video',
        imageUrl: '/api/media/i1/file',
        chatId: 'chat1',
        videoArgs: expect.objectContaining({
          actionPresetName: 'walking',
          duration: 10,
          messageId: 'd1',
        }),
      }),
    );
  });

  it('needs a prompt for a custom action, and shows a refusal in the server words', async () => {
    const refused = new ApiError(
      422,
      'ContentRejected',
      'This prompt is not allowed: keep it legal.',
    );
    const { onStart, onClose } = show(vi.fn(async () => Promise.reject(refused)));
    await screen.findByText('Twerk');
    fireEvent.click(option('custom-sfw'));
    expect(screen.getByTestId('start-video')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Describe the action'), {
      target: { value: 'dances in the rain' },
    });
    fireEvent.click(screen.getByTestId('start-video'));
    expect(await screen.findByTestId('video-request-error')).toHaveTextContent(
      'This prompt is not allowed: keep it legal.',
    );
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        characterArgs: expect.objectContaining({ customPrompt: 'dances in the rain' }),
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
