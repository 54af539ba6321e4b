import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewPostsPill } from './new-posts-pill';

describe('NewPostsPill (issue 13: new posts without a reload)', () => {
  it('is absent while there is nothing new', () => {
    render(<NewPostsPill count={0} onLoad={() => {}} />);
    expect(screen.queryByTestId('new-posts-pill')).not.toBeInTheDocument();
  });

  it('says how many and loads them when tapped', () => {
    const onLoad = vi.fn();
    const { rerender } = render(<NewPostsPill count={1} onLoad={onLoad} />);
    expect(screen.getByTestId('new-posts-pill')).toHaveTextContent('1 new post');
    rerender(<NewPostsPill count={3} onLoad={onLoad} />);
    expect(screen.getByTestId('new-posts-pill')).toHaveTextContent('3 new posts');
    fireEvent.click(screen.getByTestId('new-posts-pill'));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('caps a large count and is disabled while loading', () => {
    render(<NewPostsPill count={250} busy onLoad={() => {}} />);
    expect(screen.getByTestId('new-posts-pill')).toHaveTextContent('99+ new posts');
    expect(screen.getByTestId('new-posts-pill')).toBeDisabled();
  });
});
