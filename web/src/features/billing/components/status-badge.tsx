import { Badge } from '@/components/ui/badge';
import { STATUS_TONE_CLASS, subscriptionStatus } from '@/lib/billing-format';
import { cn } from '@/lib/utils';
import type { Subscription } from '../types';

export function StatusBadge({ sub }: { sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'> }) {
  const { label, tone } = subscriptionStatus(sub);
  return (
    <Badge className={cn(STATUS_TONE_CLASS[tone])} data-testid="subscription-status">
      {label}
    </Badge>
  );
}
