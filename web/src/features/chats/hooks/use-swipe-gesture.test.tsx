import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipeGesture } from './use-swipe-gesture';

function Swipeable({ onSwipe }: { onSwipe(direction: 1 | -1): void }) {
  return (
    <div data-testid="area" {...useSwipeGesture(onSwipe)}>
      reply
    </div>
  );
}

const swipe = (from: [number, number], to: [number, number]) => {
  const area = screen.getByTestId('area');
  fireEvent.touchStart(area, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

describe('useSwipeGesture (issue 8: horizontal swipe between versions on touch)', () => {
  it('a swipe left shows the next version, right the previous; short or vertical moves do nothing', () => {
    const onSwipe = vi.fn();
    render(<Swipeable onSwipe={onSwipe} />);
    swipe([200, 100], [100, 110]);
    swipe([100, 100], [200, 95]);
    swipe([100, 100], [130, 100]);
    swipe([100, 100], [170, 300]);
    expect(onSwipe.mock.calls).toEqual([[1], [-1]]);
  });
});
