import type { ComponentProps } from 'react';

export type IconProps = ComponentProps<'svg'>;

/** The frame every line icon shares: a 24-unit box drawn at 16 px in the current colour, hidden from
 * screen readers (the control it sits in has the name). Props override any of it. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}
