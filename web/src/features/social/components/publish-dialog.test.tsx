import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { post } from '../test/fixtures';
import { PublishDialog } from './publish-dialog';

const publishPost = vi.fn();
vi.mock('../api/publish-post', () => ({ publishPost: (input: unknown) => publishPost(input) }));

const preview = { src: '/api/media/m1/thumb', width: 832, height: 1216, blurred: false };

describe('PublishDialog (issue 13: publishing with a caption)', () => {
  it('publishes the image with its caption', async () => {
    const made = post();
    publishPost.mockResolvedValue(made);
    const onPublished = vi.fn();
    render(
      <PublishDialog
        open
        mediaId="m1"
        preview={preview}
        onClose={() => {}}
        onPublished={onPublished}
      />,
    );
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: '  Night out  ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('publish-submit'));
    });
    expect(publishPost).toHaveBeenCalledWith({ mediaId: 'm1', caption: 'Night out' });
    expect(onPublished).toHaveBeenCalledWith(made);
  });

  it("shows the moderation refusal in the server's words and keeps the caption (spec 8)", async () => {
    publishPost.mockRejectedValue(
      new ApiError(422, 'ContentRefused', 'This text breaks our content rules.'),
    );
    const onPublished = vi.fn();
    render(
      <PublishDialog
        open
        mediaId="m1"
        preview={preview}
        onClose={() => {}}
        onPublished={onPublished}
      />,
    );
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'bad words' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('publish-submit'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This text breaks our content rules.');
    expect(screen.getByLabelText('Caption')).toHaveValue('bad words');
    expect(onPublished).not.toHaveBeenCalled();
  });
});
