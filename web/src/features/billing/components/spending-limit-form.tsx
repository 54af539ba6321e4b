import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-error';
import { setCeiling } from '../api/set-ceiling';
import type { Credits } from '../types';

/** The monthly spending limit: generations stop once this many credits were spent this month. */
export function SpendingLimitForm({ credits }: { credits: Credits }) {
  const [value, setValue] = useState(credits.monthlyCeiling?.toString() ?? '');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    const ceiling = trimmed === '' ? null : Number(trimmed);
    if (ceiling !== null && (!Number.isInteger(ceiling) || ceiling < 0)) {
      setMessage({ ok: false, text: 'Enter a whole number of credits, or leave it empty.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await setCeiling(ceiling);
      setMessage({
        ok: true,
        text: ceiling === null ? 'No monthly limit.' : `Limit saved: ${ceiling} credits a month.`,
      });
    } catch (e) {
      setMessage({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-2" onSubmit={(e) => void save(e)}>
      <Label htmlFor="monthly-ceiling">Monthly spending limit</Label>
      <div className="flex gap-2">
        <Input
          id="monthly-ceiling"
          inputMode="numeric"
          placeholder="No limit"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="max-w-40"
          aria-describedby="monthly-ceiling-help"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Save
        </Button>
      </div>
      <p
        id="monthly-ceiling-help"
        className={
          message
            ? message.ok
              ? 'text-emerald-200 text-xs'
              : 'text-red-200 text-xs'
            : 'text-muted-foreground text-xs'
        }
        role={message ? 'status' : undefined}
      >
        {message?.text ??
          `Credits generations may spend per calendar month. ${credits.spentThisMonth} spent this month. Empty: no limit.`}
      </p>
    </form>
  );
}
