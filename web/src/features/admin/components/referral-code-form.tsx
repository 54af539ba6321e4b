import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useCreateReferralCode } from '../api/create-referral-code';

/** An operator's referral code, for an affiliate or a campaign. */
export function ReferralCodeForm() {
  const create = useCreateReferralCode();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await create({ code, label });
      setCode('');
      setLabel('');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" onSubmit={onSubmit}>
      {error ? (
        <Alert variant="destructive" className="sm:col-span-3">
          {error}
        </Alert>
      ) : null}
      <TextField
        id="referral-code"
        label="New code"
        hint="3–32 letters, digits, - or _"
        value={code}
        onValueChange={setCode}
      />
      <TextField
        id="referral-label"
        label="For"
        hint="An affiliate or a campaign"
        value={label}
        onValueChange={setLabel}
      />
      <Button type="submit" className="min-h-10 sm:mt-7" disabled={busy || code.trim().length < 3}>
        {busy ? 'Adding…' : 'Add code'}
      </Button>
    </form>
  );
}
