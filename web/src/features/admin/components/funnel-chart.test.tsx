/** Issue 13 (spec 1 Analytics): the admin funnel shows each step's people and its conversion. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FunnelStep } from '../api/get-funnel';
import { FunnelChart } from './funnel-chart';

const STEPS: FunnelStep[] = [
  { name: 'page_view', label: 'Visited', count: 200, conversion: null, overall: 1 },
  { name: 'signup', label: 'Signed up', count: 50, conversion: 0.25, overall: 0.25 },
  { name: 'first_message', label: 'First message', count: 40, conversion: 0.8, overall: 0.2 },
  {
    name: 'generation_finished',
    label: 'First generation',
    count: 10,
    conversion: 0.25,
    overall: 0.05,
  },
  { name: 'paid', label: 'Paid', count: 3, conversion: 0.3, overall: 0.015 },
];

describe('FunnelChart', () => {
  it('lists the five steps with counts, conversion from the step before, and the overall rate', () => {
    render(<FunnelChart steps={STEPS} />);
    const rows = screen.getAllByTestId('funnel-step').map((li) => li.textContent);
    expect(rows).toEqual([
      'Visited200',
      'Signed up50 · 25%',
      'First message40 · 80%',
      'First generation10 · 25%',
      'Paid3 · 30%',
    ]);
    expect(screen.getByText(/1\.5% of visitors went on to pay/)).toBeInTheDocument();
  });

  it('says nothing about rates when nobody visited', () => {
    render(
      <FunnelChart
        steps={STEPS.map((s) => ({
          ...s,
          count: 0,
          overall: 0,
          conversion: s.conversion === null ? null : 0,
        }))}
      />,
    );
    expect(screen.queryByText(/went on to pay/)).toBeNull();
  });
});
