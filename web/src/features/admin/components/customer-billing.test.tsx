import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '@/api/gen/schema';
import type { CustomerBilling as Billing } from '../api/customer-billing';
import { CustomerBilling } from './customer-billing';

const fetchMock = vi.hoisted(() => vi.fn<(request: Request) => Promise<Response>>());

// The real client and middlewares (CSRF header, {error, detail} → ApiError), with an absolute base
// URL (Node's Request takes no relative one) and the stubbed fetch.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  const { default: createClient } = await import('openapi-fetch');
  const api = createClient<paths>({
    baseUrl: 'http://localhost',
    fetch: (request: Request) => fetchMock(request),
  });
  api.use(actual.csrfMiddleware, actual.errorMiddleware);
  return { ...actual, api };
});

const USER = '7d1f5c3e-0000-4000-8000-000000000001';

function billing(): Billing {
  return {
    subscription: {
      id: 's1',
      planId: 'plus-month',
      planName: 'Plus',
      interval: 'month',
      status: 'active',
      entitled: true,
      trialEnd: null,
      startTime: '2026-01-01T00:00:00Z',
      currentPeriodEnd: '2099-05-01T00:00:00Z',
      cancelAtPeriodEnd: false,
      renewsOrEndsAt: '2099-05-01T00:00:00Z',
      provider: 'fake',
    },
    payments: [
      {
        id: 'p1',
        status: 'paid',
        amountMinor: 1299,
        currency: 'USD',
        itemId: 'plus-month',
        itemName: 'Plus, monthly',
        paidAt: '2026-04-01T10:00:00Z',
        createdAt: '2026-04-01T09:59:00Z',
      },
    ],
    ledger: {
      credits: { balance: 120, monthlyCeiling: null, spentThisMonth: 40 },
      entries: [
        {
          id: 'e2',
          kind: 'reserve',
          amount: -40,
          balanceAfter: 120,
          reason: 'image',
          jobId: 'j1',
          createdAt: '2026-04-02T10:00:00Z',
        },
        {
          id: 'e1',
          kind: 'grant',
          amount: 160,
          balanceAfter: 160,
          reason: 'Welcome credits',
          jobId: null,
          createdAt: '2026-04-01T10:00:00Z',
        },
      ],
    },
    jobs: [
      {
        id: 'j1',
        kind: 'image',
        state: 'failed',
        error: 'The GPU ran out of memory.',
        credits: 40,
        createdAt: '2026-04-02T10:00:00Z',
      },
    ],
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: Request, body: unknown) => Response;

function serve(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return json({ error: 'NotFound', detail: `No route ${path}` }, 404);
    const text = await request.text();
    return handler(request, text ? JSON.parse(text) : undefined);
  });
}

function renderPanel() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CustomerBilling customerId={USER} />
    </SWRConfig>,
  );
}

const BASE = `/api/admin/customers/${USER}`;

describe('CustomerBilling (admin customer view)', () => {
  let data: Billing;
  beforeEach(() => {
    data = billing();
  });
  afterEach(() => {
    fetchMock.mockReset();
  });

  it('shows the plan, payments, credits, ledger and recent generations', async () => {
    serve({ [`GET ${BASE}/billing`]: () => json(data) });
    renderPanel();
    await screen.findByTestId('customer-billing');

    expect(screen.getByText('Plus')).toBeInTheDocument();
    expect(screen.getByTestId('customer-subscription-status')).toHaveTextContent('Active');
    expect(screen.getByText(/Renews on/)).toHaveTextContent('2099');

    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('$12.99')).toBeInTheDocument();
    expect(within(payments).getByText('Paid')).toBeInTheDocument();
    expect(within(payments).getByText('Plus, monthly')).toBeInTheDocument();

    expect(screen.getByText('Balance', { selector: 'dt' }).nextSibling).toHaveTextContent('120');
    expect(screen.getByText('Spent this month', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '40',
    );
    expect(screen.getByText('Monthly limit', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'None',
    );

    const ledger = screen.getByRole('table', { name: 'Credit ledger' });
    expect(within(ledger).getByText('\u221240')).toBeInTheDocument();
    expect(within(ledger).getByText('+160')).toBeInTheDocument();
    expect(within(ledger).getByText('Welcome credits')).toBeInTheDocument();

    const jobs = screen.getByRole('table', { name: 'Recent generations' });
    expect(within(jobs).getByText('Failed')).toBeInTheDocument();
    expect(within(jobs).getByText('The GPU ran out of memory.')).toBeInTheDocument();
  });

  it("shows the server's sentence when a removal is refused, and grants with a reason", async () => {
    const sent: unknown[] = [];
    serve({
      [`GET ${BASE}/billing`]: () => json(data),
      [`POST ${BASE}/credits`]: (_request, body) => {
        sent.push(body);
        const { amount } = body as { amount: number };
        if (amount < -data.ledger.credits.balance) {
          return json(
            {
              error: 'BadRequest',
              detail: 'This customer has 120 credits; 500 cannot be removed.',
            },
            400,
          );
        }
        data.ledger.credits.balance += amount;
        data.ledger.entries.unshift({
          id: 'e3',
          kind: 'adjust',
          amount,
          balanceAfter: data.ledger.credits.balance,
          reason: 'Goodwill',
          jobId: null,
          createdAt: '2026-04-03T10:00:00Z',
        });
        return json(data.ledger);
      },
    });
    renderPanel();
    await screen.findByTestId('customer-billing');

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Refund check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This customer has 120 credits; 500 cannot be removed.',
    );

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Goodwill ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(screen.getByText('Balance', { selector: 'dt' }).nextSibling).toHaveTextContent('150'),
    );
    expect(sent).toEqual([
      { amount: -500, reason: 'Refund check' },
      { amount: 30, reason: 'Goodwill' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Credit ledger' })).getByText('+30'),
    ).toBeInTheDocument();
  });

  it("puts a 422's issues under their fields", async () => {
    serve({
      [`GET ${BASE}/billing`]: () => json(data),
      [`POST ${BASE}/credits`]: () =>
        json(
          {
            error: 'RequestValidationError',
            detail: [
              {
                loc: ['body', 'amount'],
                msg: 'Value error, Give a number of credits to grant or remove, not 0.',
              },
              { loc: ['body', 'reason'], msg: 'String should have at least 3 characters' },
            ],
          },
          422,
        ),
    });
    renderPanel();
    await screen.findByTestId('customer-billing');
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(
      await screen.findByText('Give a number of credits to grant or remove, not 0.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'String should have at least 3 characters',
    );
  });

  it('cancels at the period end after confirming', async () => {
    const sent: unknown[] = [];
    serve({
      [`GET ${BASE}/billing`]: () => json(data),
      [`POST ${BASE}/subscription/cancel`]: (request, body) => {
        expect(request.headers.get('Content-Type')).toContain('application/json');
        sent.push(body);
        const sub = data.subscription;
        if (!sub) throw new Error('no subscription');
        sub.cancelAtPeriodEnd = true;
        return json(sub);
      },
    });
    renderPanel();
    await screen.findByTestId('customer-billing');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByRole('button', { name: 'Now' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'At period end' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ atPeriodEnd: true }]);
    expect(screen.getByTestId('customer-subscription-status')).toHaveTextContent('Canceled');
    expect(screen.getByText(/Ends on/)).toBeInTheDocument();
  });

  it('shows the detail of a failed load', async () => {
    serve({
      [`GET ${BASE}/billing`]: () => json({ error: 'NotFound', detail: 'No such customer.' }, 404),
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('No such customer.');
  });
});
