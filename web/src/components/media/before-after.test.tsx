import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BeforeAfter } from './before-after';

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent with a pointer id stands in (clientX and button kept).
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

const picture = (src: string) => ({ src, width: 800, height: 1000 });

function show() {
  render(<BeforeAfter before={picture('/before.png')} after={picture('/after.png')} />);
  const box = screen.getByTestId('before-after');
  box.getBoundingClientRect = () =>
    ({ left: 100, width: 400, top: 0, height: 500, right: 500, bottom: 500 }) as DOMRect;
  return { box, slider: screen.getByRole('slider', { name: 'Before and after divider' }) };
}

const beforeClip = () => (screen.getByAltText('Before') as HTMLImageElement).style.clipPath;

describe('BeforeAfter', () => {
  it('starts in the middle, the original on the left of the divider', () => {
    const { slider } = show();
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(beforeClip()).toBe('inset(0 50% 0 0)');
  });

  it('moves with the arrow keys', () => {
    const { slider } = show();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '52');
    fireEvent.keyDown(slider, { key: 'ArrowLeft', shiftKey: true });
    expect(slider).toHaveAttribute('aria-valuenow', '42');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(beforeClip()).toBe('inset(0 0% 0 0)');
  });

  it('follows a drag (mouse, pen or touch) and stops when it ends', () => {
    const { box, slider } = show();
    fireEvent.pointerDown(box, { button: 0, clientX: 200, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(box, { clientX: 400, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerUp(box, { clientX: 400, pointerId: 1 });
    fireEvent.pointerMove(box, { clientX: 150, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
  });
});
