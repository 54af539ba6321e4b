/** The before/after divider's position, as a percentage from the left edge. */

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, value));
}

/** Where a pointer at clientX puts the divider over a box starting at `left`, `width` wide. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return 50;
  return clampPercent(((clientX - left) / width) * 100);
}

/** The divider after a key press (arrows step 2, with Shift or Page keys 10), or null for other keys. */
export function percentFromKey(key: string, value: number, big = false): number | null {
  const step = big ? 10 : 2;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + step);
    case 'PageDown':
      return clampPercent(value - 10);
    case 'PageUp':
      return clampPercent(value + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
