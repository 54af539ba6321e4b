import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../types';
import { PlanTable } from './plan-table';

const base = { currency: 'USD', monthlyCredits: 500, unlocks: ['Unlimited chat messages'] };
const PLANS: Plan[] = [
  {
    ...base,
    id: 'premium-monthly',
    name: 'Premium',
    interval: 'month',
    priceMinor: 1299,
    trialDays: 14,
    trialAvailable: true,
  },
  {
    ...base,
    id: 'ultimate-monthly',
    name: 'Ultimate',
    interval: 'month',
    priceMinor: 2499,
    trialDays: 0,
    trialAvailable: false,
  },
  {
    ...base,
    id: 'premium-yearly',
    name: 'Premium',
    interval: 'year',
    priceMinor: 10399,
    trialDays: 14,
    trialAvailable: true,
  },
  {
    ...base,
    id: 'ultimate-yearly',
    name: 'Ultimate',
    interval: 'year',
    priceMinor: 19999,
    trialDays: 0,
    trialAvailable: false,
  },
];

describe('PlanTable', () => {
  it('switches between monthly and yearly prices, and sends visitors to sign up', () => {
    render(
      <MemoryRouter>
        <PlanTable plans={PLANS} billing={null} />
      </MemoryRouter>,
    );
    const premium = () => screen.getByTestId(/^plan-premium-/);
    expect(within(premium()).getByText('$12.99')).toBeInTheDocument();
    expect(within(premium()).getByText('14 days free')).toBeInTheDocument();
    expect(within(premium()).getByRole('link', { name: /14-day free trial/ })).toHaveAttribute(
      'href',
      '/signup?next=%2Fupgrade',
    );
    fireEvent.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(within(premium()).getByText('$103.99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/save \$51\.89 a year/)).toBeInTheDocument();
  });
});
