import { askAgain } from '@/lib/analytics/consent';
import { cn } from '@/lib/utils';

/** "Privacy choices": opens the analytics consent banner again, to accept or decline anew (issue 13). */
export function ConsentBannerChoices({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={askAgain}
      className={cn('text-left', className)}
      data-testid="privacy-choices"
    >
      Privacy choices
    </button>
  );
}
