import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

interface PlanCardProps {
  name: string;
  price: string;
  per?: string;
  note?: ReactNode;
  tagline: string;
  features: readonly string[];
  badge?: string;
  current?: boolean;
  featured?: boolean;
  action?: ReactNode;
  testId?: string;
}

function Check() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 20 20"
      width="16"
      height="16"
      className="shrink-0 text-primary"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One column of the plan table: name, price, what it includes, and its button. */
export function PlanCard(props: PlanCardProps) {
  return (
    <div
      data-testid={props.testId}
      data-current={props.current ? 'true' : undefined}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-lg',
        props.current
          ? 'border-primary ring-2 ring-primary/60'
          : props.featured
            ? 'border-primary/60'
            : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display font-semibold text-2xl">{props.name}</h2>
        {props.current ? (
          <Badge className="border-primary bg-primary text-primary-foreground">Your plan</Badge>
        ) : props.badge ? (
          <Badge className="border-primary/50 bg-primary/15 text-primary">{props.badge}</Badge>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">{props.tagline}</p>
      <div className="grid gap-1">
        <p className="flex items-baseline gap-1">
          <span className="font-semibold text-4xl tracking-tight">{props.price}</span>
          {props.per ? <span className="text-muted-foreground text-sm">/ {props.per}</span> : null}
        </p>
        <p className="text-muted-foreground text-xs">{props.note}</p>
      </div>
      <ul className="grid flex-1 content-start gap-2 text-sm">
        {props.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {props.action ? <div className="grid">{props.action}</div> : null}
    </div>
  );
}
