import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackDialog } from './feedback-dialog';

describe('FeedbackDialog (spec 8 Feedback option labels)', () => {
  it('offers the seven reasons and sends the choice with details and regenerate', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} onSubmit={onSubmit} />);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'Bad memory',
      'Looping',
      'Writing my actions',
      'Too short',
      'Too long',
      'Wrong format',
      'AI refusing',
    ]);
    expect(screen.getByTestId('feedback-submit')).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Looping' }));
    fireEvent.change(screen.getByLabelText('Details (optional)'), {
      target: { value: ' again and again ' },
    });
    fireEvent.click(screen.getByTestId('feedback-regenerate'));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      option: 'looping',
      additionalDetails: 'again and again',
      regenerate: true,
    });
  });
});
