import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { type StatusTone, statusLabel } from '../lib/format';
import type { Subscription } from '../types';

const TONES: Record<StatusTone, string> = {
  good: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  warn: 'border-primary/50 bg-primary/15 text-primary',
  bad: 'border-destructive/50 bg-destructive/10 text-red-200',
  muted: '',
};

export function StatusBadge({ sub }: { sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'> }) {
  const { label, tone } = statusLabel(sub);
  return (
    <Badge className={cn(TONES[tone])} data-testid="subscription-status">
      {label}
    </Badge>
  );
}
