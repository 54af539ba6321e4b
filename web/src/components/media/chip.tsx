import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A filter chip: a 40 px tap target, pressed when chosen. */
export function Chip({
  active,
  className,
  ...props
}: ComponentProps<'button'> & { active: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={cn(
        'h-10 shrink-0 rounded-full border px-4 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card/60 text-foreground/85 hover:bg-accent',
        className,
      )}
      {...props}
    />
  );
}
