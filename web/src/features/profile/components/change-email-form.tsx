import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
      <FormField id="email-new" label="New email" error={errors.email}>
        <Input
          id="email-new"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={Boolean(errors.email)}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
      </FormField>
      <FormField id="email-password" label="Current password" error={errors.password}>
        <Input
          id="email-password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          aria-invalid={Boolean(errors.password)}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
        Change email
      </Button>
    </form>
  );
}
