import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { share } from '../test/fixtures';
import type { Share } from '../types';
import { ShareDialog } from './share-dialog';

const createShare = vi.fn();
const revokeShare = vi.fn();
let shares: Share[] = [];
vi.mock('../api/create-share', () => ({ createShare: (input: unknown) => createShare(input) }));
vi.mock('../api/revoke-share', () => ({ revokeShare: (id: string) => revokeShare(id) }));
const useShares = vi.fn();
vi.mock('../api/get-shares', () => ({
  useShares: (target: unknown, enabled: boolean) => {
    useShares(target, enabled);
    return { data: shares, error: undefined };
  },
}));

const writeText = vi.fn<(text: string) => Promise<void>>();

describe('ShareDialog (issue 13: share links)', () => {
  beforeEach(() => {
    createShare.mockReset();
    revokeShare.mockReset();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    shares = [];
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('creates a link for the item, shows it and copies it', async () => {
    const made = share({ id: 'new', url: 'http://127.0.0.1:8202/share/new' });
    createShare.mockResolvedValue(made);
    render(<ShareDialog open onClose={() => {}} input={{ kind: 'media', mediaId: 'm1' }} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-create'));
    });
    expect(createShare).toHaveBeenCalledWith({ kind: 'media', mediaId: 'm1' });
    expect(screen.getByLabelText('Your link')).toHaveValue('http://127.0.0.1:8202/share/new');
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:8202/share/new');
    expect(within(screen.getByTestId('share-created')).getByRole('button')).toHaveTextContent(
      'Copied',
    );
  });

  it('copies with the fallback where the Clipboard API is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    createShare.mockResolvedValue(share());
    render(
      <ShareDialog open onClose={() => {}} input={{ kind: 'character', characterId: 'c1' }} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-create'));
    });
    expect(exec).toHaveBeenCalledWith('copy');
    expect(within(screen.getByTestId('share-created')).getByRole('button')).toHaveTextContent(
      'Copied',
    );
  });

  it("asks only for this item's links (kind and target id)", () => {
    render(
      <ShareDialog
        open
        onClose={() => {}}
        input={{ kind: 'chat', chatId: 'ch1', messageIds: [] }}
      />,
    );
    expect(useShares).toHaveBeenLastCalledWith({ kind: 'chat', targetId: 'ch1' }, true);
    render(
      <ShareDialog open onClose={() => {}} input={{ kind: 'character', characterId: 'c9' }} />,
    );
    expect(useShares).toHaveBeenLastCalledWith({ kind: 'character', targetId: 'c9' }, true);
  });

  it("lists this item's live links and revokes one", async () => {
    shares = [
      share({ id: 'a', title: 'Ava at night' }),
      share({ id: 'b', title: 'Old link', revokedAt: '2026-01-03T00:00:00Z' }),
    ];
    revokeShare.mockResolvedValue(undefined);
    render(<ShareDialog open onClose={() => {}} input={{ kind: 'media', mediaId: 'm1' }} />);
    expect(useShares).toHaveBeenLastCalledWith({ kind: 'media', targetId: 'm1' }, true);
    const rows = screen.getAllByTestId('share-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Ava at night');
    await act(async () => {
      fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Revoke' }));
    });
    expect(revokeShare).toHaveBeenCalledWith('a');
  });

  it('says why when the link cannot be made', async () => {
    createShare.mockRejectedValue(new Error('Only the owner can share this.'));
    render(<ShareDialog open onClose={() => {}} input={{ kind: 'media', mediaId: 'm1' }} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-create'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only the owner can share this.');
  });
});
