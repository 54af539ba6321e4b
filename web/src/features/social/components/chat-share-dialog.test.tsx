import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatShareDialog, type ExcerptMessage } from './chat-share-dialog';

const shared = vi.fn();
vi.mock('./share-dialog', () => ({
  ShareDialog: ({ input }: { input: unknown }) => {
    shared(input);
    return <p>share link dialog</p>;
  },
}));

function messages(n: number): ExcerptMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `m${i + 1}`,
    role: i % 2 ? 'assistant' : 'user',
    content: `line ${i + 1}`,
  }));
}

async function open(all: ExcerptMessage[]) {
  await act(async () => {
    render(<ChatShareDialog open chatId="c1" load={async () => all} onClose={() => {}} />);
  });
}

describe('ChatShareDialog (issue 13: sharing a chat excerpt)', () => {
  it('offers the last 20 text messages, with the last six ticked', async () => {
    await open([...messages(24), { id: 'x', role: 'data', content: '{}' }]);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(20);
    expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(6);
    expect(screen.getByText('6 selected')).toBeInTheDocument();
    expect(screen.queryByText('line 4')).not.toBeInTheDocument();
  });

  it('picks a range with "Last N" or single messages, and shares those ids in order', async () => {
    shared.mockReset();
    await open(messages(8));
    fireEvent.click(screen.getByRole('button', { name: 'Last 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /line 3/ }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-share-next'));
    });
    expect(shared).toHaveBeenCalledWith({
      kind: 'chat',
      chatId: 'c1',
      messageIds: ['m3', 'm7', 'm8'],
    });
  });

  it('cannot share nothing', async () => {
    await open(messages(2));
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    expect(screen.getByTestId('chat-share-next')).toBeDisabled();
  });
});
