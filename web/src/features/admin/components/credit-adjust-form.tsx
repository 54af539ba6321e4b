import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError, type ValidationIssue } from '@/lib/api-error';
import { adjustCredits, type CustomerLedger } from '../api/customer-billing';
import { count, signed } from '../lib/billing-format';

type Field = 'amount' | 'reason';
type Problems = Partial<Record<Field | 'form', string>>;

/** A 422's issues under their fields (without Pydantic's "Value error, "); anything else as is. */
function problems(error: unknown): Problems {
  if (!isApiError(error, 422) || !Array.isArray(error.detail)) return { form: errorMessage(error) };
  const out: Problems = {};
  for (const issue of error.detail as ValidationIssue[]) {
    const field = issue?.loc?.[1];
    const msg = (issue?.msg ?? 'is invalid').replace(/^Value error, /, '');
    const key = field === 'amount' || field === 'reason' ? field : 'form';
    out[key] = out[key] ? `${out[key]} ${msg}` : msg;
  }
  return out;
}

interface CreditAdjustFormProps {
  customerId: string;
  onAdjusted(ledger: CustomerLedger): void;
}

/** Grant or remove credits with a reason; the server's sentence is shown when it says no. */
export function CreditAdjustForm({ customerId, onAdjusted }: CreditAdjustFormProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Problems>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(sign: 1 | -1) {
    const credits = Math.trunc(Number(amount) || 0);
    setBusy(true);
    setError({});
    setDone(null);
    try {
      const ledger = await adjustCredits(customerId, sign * Math.abs(credits), reason.trim());
      setAmount('');
      setReason('');
      setDone(
        `${signed(sign * Math.abs(credits))} credits. Balance: ${count(ledger.credits.balance)}.`,
      );
      onAdjusted(ledger);
    } catch (e) {
      setError(problems(e));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(1);
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        Adjust credits
      </h3>
      <div className="grid items-start gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          id={`${id}-amount`}
          label="Amount"
          type="number"
          inputMode="numeric"
          step={1}
          value={amount}
          error={error.amount}
          onValueChange={setAmount}
        />
        <TextField
          id={`${id}-reason`}
          label="Reason"
          placeholder="Kept in the ledger with your name"
          maxLength={500}
          value={reason}
          error={error.reason}
          onValueChange={setReason}
        />
      </div>
      {error.form ? (
        <p role="alert" className="text-sm text-red-300">
          {error.form}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-emerald-200">
          {done}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={busy}>
          Grant
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void submit(-1)}>
          Remove
        </Button>
      </div>
    </form>
  );
}
