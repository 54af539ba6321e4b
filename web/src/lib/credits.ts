import useSWR, { mutate } from 'swr';
import { api, must } from './api-client';
import type { BodyOf, OkJson } from './api-types';

type QuoteBody = BodyOf<'/api/credits/quote', 'post'>;
/** The generation's parameters; the server fills in the defaults (1 image, no still…). */
export type QuoteParams = Pick<QuoteBody, 'kind'> & Partial<Omit<QuoteBody, 'kind'>>;
export type Quote = OkJson<'/api/credits/quote', 'post'>;
export type BillingSummary = OkJson<'/api/billing', 'get'>;

/** The same key as the billing feature's, so the navigation and the account page share it. */
export const BILLING_SUMMARY_KEY = '/api/billing';
const QUOTE_KEY = '/api/credits/quote';

export async function getQuote(params: QuoteParams): Promise<Quote> {
  return must(await api.POST('/api/credits/quote', { body: params as QuoteBody }));
}

/** What a generation with these parameters costs, and the balance (null: nothing to ask yet). */
export function useCreditQuote(params: QuoteParams | null) {
  return useSWR(
    params ? [QUOTE_KEY, JSON.stringify(params)] : null,
    ([, body]) => getQuote(JSON.parse(body) as QuoteParams),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function useBillingSummary(enabled: boolean) {
  return useSWR(enabled ? BILLING_SUMMARY_KEY : null, async () =>
    must(await api.GET('/api/billing')),
  );
}

/** After credits were spent (a generation started): the quotes and the balance are asked again. */
export function refreshCredits(): Promise<unknown> {
  return Promise.all([
    mutate((key) => Array.isArray(key) && key[0] === QUOTE_KEY),
    mutate(BILLING_SUMMARY_KEY),
    mutate('/api/credits'),
  ]);
}

export function creditsText(n: number): string {
  return `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;
}
