import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { type FieldErrors, validate } from '@/lib/form';
import { changeEmail } from '../api/change-email';
import { ME_KEY } from '../api/get-me';
import { emailChangeSchema } from '../schemas';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { applySession } = useAuth();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(emailChangeSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setStatus(null);
    try {
      const me = await changeEmail(result.data.email, result.data.password);
      await mutate(ME_KEY, me, { revalidate: false });
      await applySession(null, 'USER_UPDATED');
      setValues({ email: '', password: '' });
      setStatus({ ok: true, text: `Your email is now ${me.email}.` });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-muted-foreground">Current email: {currentEmail}</p>
      {status ? <Alert variant={status.ok ? 'success' : 'destructive'}>{status.text}</Alert> : null}
      <TextField
        id="email-new"
        label="New email"
        error={errors.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={(v) => setValues({ ...values, email: v })}
      />
      <TextField
        id="email-password"
        label="Current password"
        error={errors.password}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={(v) => setValues({ ...values, password: v })}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
        Change email
      </Button>
    </form>
  );
}
