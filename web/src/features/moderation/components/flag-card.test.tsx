import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Evidence, Flag } from '../types';
import { FlagCard } from './flag-card';

const readEvidence = vi.fn();
const reviewFlag = vi.fn();
const banUser = vi.fn();
const unbanUser = vi.fn();
vi.mock('../api/read-evidence', () => ({ readEvidence: (id: string) => readEvidence(id) }));
vi.mock('../api/review-flag', () => ({
  reviewFlag: (...args: unknown[]) => reviewFlag(...args),
}));
vi.mock('../api/ban-user', () => ({
  banUser: (...args: unknown[]) => banUser(...args),
  unbanUser: (...args: unknown[]) => unbanUser(...args),
}));

function flag(overrides: Partial<Flag> = {}): Flag {
  return {
    id: 'f1',
    createdAt: new Date().toISOString(),
    label: 'Prohibited Bestiality Content',
    reason: 'prohibited-bestiality',
    subject: 'message',
    subjectId: null,
    source: 'rules',
    status: 'open',
    emergency: false,
    excerpt: 'the flagged words',
    countsStrike: true,
    user: { id: 'u1', username: 'velvet_fox', strikes: 2, isBanned: false, role: 'user' },
    reviewedBy: null,
    reviewedAt: null,
    evidenceViews: 0,
    ...overrides,
  };
}

beforeEach(() => {
  for (const mock of [readEvidence, reviewFlag, banUser, unbanUser]) mock.mockReset();
});

describe('moderation queue flag (issue 9: moderator actions)', () => {
  it('names the layer that flagged the text', () => {
    const { unmount } = render(<FlagCard flag={flag({ source: 'text-model' })} />);
    expect(screen.getByText(/Text model/)).toBeInTheDocument();
    unmount();
    render(<FlagCard flag={flag({ source: 'rules' })} />);
    expect(screen.getByText(/Offline rules/)).toBeInTheDocument();
  });

  it('dismiss asks first, says the strike is taken back, and sends the note', async () => {
    reviewFlag.mockResolvedValue(flag({ status: 'dismissed' }));
    render(<FlagCard flag={flag()} />);
    expect(screen.getByText('the flagged words')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(reviewFlag).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveTextContent('2 strikes → 1 strike');
    fireEvent.change(screen.getByLabelText(/Note for the moderation log/), {
      target: { value: 'riding lesson' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss flag' }));
    await waitFor(() => expect(reviewFlag).toHaveBeenCalledWith('f1', 'dismiss', 'riding lesson'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ban needs a reason and is sent with the flag', async () => {
    banUser.mockResolvedValue({});
    render(<FlagCard flag={flag()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ban…' }));
    const reason = screen.getByLabelText('Reason shown to the user');
    fireEvent.change(reason, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Ban account' })).toBeDisabled();
    fireEvent.change(reason, { target: { value: 'Bestiality requests' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban account' }));
    await waitFor(() =>
      expect(banUser).toHaveBeenCalledWith('u1', 'Bestiality requests', 'f1', ''),
    );
  });

  it('offers Unban for a banned author and no Ban for staff or dismissed flags', () => {
    const banned = { id: 'u1', username: 'x', strikes: 3, isBanned: true, role: 'user' };
    const { unmount } = render(<FlagCard flag={flag({ user: banned })} />);
    expect(screen.getByRole('button', { name: 'Unban' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban…' })).toBeNull();
    unmount();
    const staff = { id: 'u2', username: 'mod', strikes: 0, isBanned: false, role: 'moderator' };
    const second = render(<FlagCard flag={flag({ user: staff })} />);
    expect(screen.queryByRole('button', { name: 'Ban…' })).toBeNull();
    second.unmount();
    render(
      <FlagCard
        flag={flag({
          status: 'dismissed',
          reviewedBy: 'mod',
          reviewedAt: new Date().toISOString(),
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: /Ban|Dismiss|Confirm/ })).toBeNull();
    expect(screen.getByText(/by @mod/)).toBeInTheDocument();
  });
});

describe('emergency evidence (issue 9: read-only, access logged)', () => {
  it('is read only when asked for, shown read-only with the access log', async () => {
    const emergency = flag({
      emergency: true,
      excerpt: null,
      label: 'Prohibited Underage Content',
      reason: 'prohibited',
    });
    const evidence: Evidence = {
      flag: emergency,
      text: 'the evidence text',
      accessLog: [{ actor: 'mod_anna', createdAt: new Date().toISOString() }],
    };
    readEvidence.mockResolvedValue(evidence);
    render(<FlagCard flag={emergency} />);
    expect(screen.queryByText('the evidence text')).toBeNull();
    expect(screen.getByText(/recorded in the access log/)).toBeInTheDocument();
    expect(readEvidence).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'View evidence' }));
    const dialog = await screen.findByTestId('evidence-dialog');
    expect(readEvidence).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveTextContent('the evidence text');
    expect(dialog).toHaveTextContent('This view was recorded in the access log');
    expect(dialog).toHaveTextContent('@mod_anna');
    expect(dialog.querySelector('textarea, input, [contenteditable="true"]')).toBeNull();
  });
});
