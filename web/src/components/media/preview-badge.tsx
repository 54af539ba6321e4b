import { cn } from '@/lib/utils';

/** Marks media made by the preview backend (no GPU): a stand-in, not a real generation. */
export function PreviewBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="preview-badge"
      title="Made by the preview backend: no GPU is configured on this server"
      className={cn(
        'pointer-events-none rounded-full bg-black/60 px-2 py-0.5 font-semibold text-[0.65rem] text-amber-200 uppercase tracking-wider ring-1 ring-amber-200/30 backdrop-blur',
        className,
      )}
    >
      Preview
    </span>
  );
}
