import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-error';
import type { Me, Role } from '@/lib/api-types';
import { banUser, changeRole, unbanUser } from '../api/moderate-user';
import { CustomerBilling } from './customer-billing';

const ROLES: Role[] = ['user', 'moderator', 'admin'];

interface CustomerRowProps {
  customer: Me;
  onChanged(): void;
}

export function CustomerRow({ customer, onChanged }: CustomerRowProps) {
  const [banning, setBanning] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [billing, setBilling] = useState(false);
  const billingId = `billing-${customer.id}`;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setBanning(false);
      setReason('');
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {customer.displayName || customer.username}{' '}
          <span className="text-sm text-muted-foreground">@{customer.username}</span>
        </p>
        <p className="truncate text-sm text-muted-foreground">{customer.email}</p>
        {customer.isBanned ? (
          <p className="text-sm text-red-300">Banned: {customer.banReason || 'no reason given'}</p>
        ) : null}
        {error ? <p className="text-sm text-red-300">{error}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label={`Role of ${customer.username}`}
          className="h-8 w-36"
          value={customer.role}
          disabled={busy}
          onChange={(e) => void run(() => changeRole(customer.id, e.target.value as Role))}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
        <Button
          size="sm"
          variant={billing ? 'secondary' : 'outline'}
          aria-expanded={billing}
          aria-controls={billingId}
          onClick={() => setBilling(!billing)}
        >
          Billing
        </Button>
        {customer.isBanned ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => unbanUser(customer.id))}
          >
            Unban
          </Button>
        ) : banning ? (
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim()) void run(() => banUser(customer.id, reason.trim()));
            }}
          >
            <Input
              aria-label="Ban reason"
              placeholder="Reason"
              className="h-8 w-40"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button size="sm" type="submit" variant="destructive" disabled={busy || !reason.trim()}>
              Ban
            </Button>
          </form>
        ) : (
          <Button size="sm" variant="destructive" onClick={() => setBanning(true)}>
            Ban…
          </Button>
        )}
      </div>
      {billing ? (
        <div id={billingId} className="border-t border-border pt-4 sm:col-span-2">
          <CustomerBilling customerId={customer.id} />
        </div>
      ) : null}
    </li>
  );
}
