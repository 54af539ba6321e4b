import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { authFor, me } from '@/test/fixtures';
import type { VideoAction } from '../types';
import { ActionPicker } from './action-picker';

function action(id: string, rating: string, categories: string[], isCustom = false): VideoAction {
  return {
    id,
    displayName: id,
    modelName: 'General',
    videoModel: 'seedance',
    tags: [rating, ...categories],
    rating,
    categories,
    isCustom,
    hasLoras: false,
    previewUrl: `/p/${id}.mp4`,
  };
}

const ACTIONS = [
  action('custom-sfw', 'SFW', [], true),
  action('custom-nsfw', 'NSFW', [], true),
  action('walking', 'SFW', ['Solo', 'Movement']),
  action('twerk', 'Suggestive', ['Solo', 'Dance']),
  action('missionary', 'NSFW', ['Couple']),
];

beforeEach(() => {
  // jsdom does not play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function show(onChange = vi.fn()) {
  render(
    <AuthContext.Provider value={authFor(me())}>
      <ActionPicker actions={ACTIONS} value={null} onChange={onChange} />
    </AuthContext.Provider>,
  );
  return onChange;
}

const shown = () =>
  screen.getAllByTestId('action-option').map((c) => c.getAttribute('data-action-id'));

describe('the action picker (spec 2 Video generator: presets filterable by rating and category)', () => {
  it('lists the custom actions, the spoken line, then the presets, each with its rating', () => {
    show();
    expect(shown()).toEqual([
      'custom-sfw',
      'custom-nsfw',
      'talk',
      'walking',
      'twerk',
      'missionary',
    ]);
    const twerk = screen.getByRole('radio', { name: 'twerk, Suggestive' });
    expect(within(twerk).getByTestId('rating-badge')).toHaveTextContent('Suggestive');
    expect(within(twerk).getByTestId('preview-video')).toHaveAttribute('data-playing', 'false');
  });

  it('filters by rating and by category chip', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'SFW' }));
    expect(shown()).toEqual(['custom-sfw', 'talk', 'walking']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dance' }));
    expect(shown()).toEqual(['twerk']);
  });

  it('previews on focus and picks on a tap', () => {
    const onChange = show();
    const walking = screen.getByRole('radio', { name: 'walking, SFW' });
    fireEvent.focus(walking);
    expect(within(walking).getByTestId('preview-video')).toHaveAttribute('data-playing', 'true');
    fireEvent.click(walking);
    expect(onChange).toHaveBeenCalledWith({ kind: 'preset', action: ACTIONS[2] });
    fireEvent.click(screen.getByRole('radio', { name: 'Talking, SFW' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'talk' });
  });
});
