import type { components } from '@/api/gen/schema';

type Schemas = components['schemas'];
export type Plan = Schemas['PlanOut'];
export type Pack = Schemas['PackOut'];
export type Billing = Schemas['BillingOut'];
export type Subscription = Schemas['SubscriptionOut'];
export type Credits = Schemas['CreditsOut'];
export type Checkout = Schemas['CheckoutOut'];
export type Payment = Schemas['PaymentOut'];
export type CreditLedger = Schemas['CreditLedgerOut'];
export type CreditEntry = Schemas['CreditEntryOut'];
export type Interval = Plan['interval'];
