import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading…' }: { className?: string; label?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-3 text-muted-foreground', className)}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
