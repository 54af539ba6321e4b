import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { useFreePlan } from '../api/get-plans';
import {
  bestYearlySavingPercent,
  creditsWord,
  formatPrice,
  plansFor,
  yearlySavingMinor,
} from '../lib/format';
import type { Billing, Interval, Plan } from '../types';
import { IntervalSwitch } from './interval-switch';
import { PlanCard } from './plan-card';

interface PlanTableProps {
  plans: readonly Plan[];
  /** The signed-in user's billing; null for a visitor. */
  billing: Billing | null;
}

const SIGNUP_TO_BUY = pathTo('/signup', undefined, { next: '/upgrade' });

function planNote(plans: readonly Plan[], plan: Plan): string {
  if (plan.interval === 'year') {
    const perMonth = formatPrice(Math.round(plan.priceMinor / 12), plan.currency);
    const saving = yearlySavingMinor(plans, plan);
    return saving > 0
      ? `${perMonth} a month · save ${formatPrice(saving, plan.currency)} a year`
      : `${perMonth} a month, billed yearly`;
  }
  return 'Billed monthly · cancel any time';
}

/** The plans side by side: Free, then the paid plans of the chosen interval. */
export function PlanTable({ plans, billing }: PlanTableProps) {
  const sub = billing?.subscription ?? null;
  const subscribed = Boolean(sub?.entitled);
  const [interval, setInterval] = useState<Interval>(sub?.interval ?? 'month');
  const shown = plansFor(plans, interval);
  const free = useFreePlan().data;

  const action = (plan: Plan) => {
    const trial = plan.trialAvailable && plan.trialDays > 0;
    const label = trial ? `Start ${plan.trialDays}-day free trial` : `Get ${plan.name}`;
    if (!billing) {
      return (
        <Button asChild size="lg" variant={trial ? 'default' : 'outline'}>
          <Link to={SIGNUP_TO_BUY}>{label}</Link>
        </Button>
      );
    }
    if (sub?.planId === plan.id && subscribed) {
      return (
        <Button asChild size="lg" variant="outline">
          <Link to="/profile/account">Manage plan</Link>
        </Button>
      );
    }
    if (subscribed) {
      return (
        <Button asChild size="lg" variant="outline">
          <Link to="/profile/account">Change to {plan.name}</Link>
        </Button>
      );
    }
    return (
      <Button asChild size="lg" variant={trial ? 'default' : 'outline'}>
        <Link to={pathTo('/checkout', undefined, { plan: plan.id })} data-testid={`buy-${plan.id}`}>
          {label}
        </Link>
      </Button>
    );
  };

  return (
    <div className="grid gap-8">
      <div className="flex justify-center">
        <IntervalSwitch
          value={interval}
          onChange={setInterval}
          savingPercent={bestYearlySavingPercent(plans)}
        />
      </div>
      <div className="grid gap-5 lg:grid-cols-3" data-testid="plan-table">
        <PlanCard
          testId="plan-free"
          name="Free"
          price={formatPrice(0, shown[0]?.currency ?? 'USD')}
          tagline="Try Nocturne, no card needed."
          note="Free forever"
          current={Boolean(billing) && !subscribed}
          features={[
            free?.dailyMessages
              ? `${free.dailyMessages} chat messages a day`
              : 'Chat with your characters',
            free?.welcomeCredits
              ? `${free.welcomeCredits} welcome credits for images and videos`
              : 'Create images of your characters',
            'Create your own characters',
          ]}
          action={
            billing ? null : (
              <Button asChild size="lg" variant="outline">
                <Link to="/signup">Sign up free</Link>
              </Button>
            )
          }
        />
        {shown.map((plan, i) => (
          <PlanCard
            key={plan.id}
            testId={`plan-${plan.id}`}
            name={plan.name}
            price={formatPrice(plan.priceMinor, plan.currency)}
            per={plan.interval}
            note={planNote(plans, plan)}
            tagline={`${creditsWord(plan.monthlyCredits)} every month, and no chat limit.`}
            badge={
              plan.trialAvailable && plan.trialDays > 0
                ? `${plan.trialDays} days free`
                : i === shown.length - 1
                  ? 'Best value'
                  : undefined
            }
            featured={i === 0}
            current={sub?.planId === plan.id && subscribed}
            features={plan.unlocks}
            action={action(plan)}
          />
        ))}
      </div>
    </div>
  );
}
