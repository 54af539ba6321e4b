import { type ReactNode, useState } from 'react';
import { EyeOffIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';

interface BlurGateProps {
  /** The viewer must not see this unblurred until they ask (the blur policy said so). */
  blurred: boolean;
  children: ReactNode;
  className?: string;
  /** A small overlay, for thumbnails. */
  compact?: boolean;
}

/**
 * Sensitive media behind a blur with a "Tap to reveal" overlay; a tap reveals this one item. What
 * is hidden cannot be focused or clicked until then.
 */
export function BlurGate({ blurred, children, className, compact = false }: BlurGateProps) {
  const [revealed, setRevealed] = useState(false);
  const hidden = blurred && !revealed;
  return (
    <div
      className={cn('relative overflow-hidden', className)}
      data-testid="blur-gate"
      data-blurred={hidden ? 'true' : 'false'}
    >
      <div
        className={cn('h-full w-full transition-[filter] duration-300', hidden && 'blur-2xl')}
        inert={hidden}
      >
        {children}
      </div>
      {hidden ? (
        <button
          type="button"
          data-testid="reveal-button"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            setRevealed(true);
          }}
          className="absolute inset-0 grid place-items-center bg-black/20 p-2 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <span
            className={cn(
              'grid justify-items-center gap-1 rounded-2xl bg-black/50 text-center shadow-lg backdrop-blur-sm',
              compact ? 'px-2.5 py-1.5' : 'px-4 py-3',
            )}
          >
            <EyeOffIcon width={compact ? 16 : 22} height={compact ? 16 : 22} />
            <span className={cn('font-semibold', compact ? 'text-xs' : 'text-sm')}>
              Tap to reveal
            </span>
            {compact ? null : <span className="text-xs text-white/75">Sensitive content</span>}
          </span>
        </button>
      ) : null}
    </div>
  );
}
