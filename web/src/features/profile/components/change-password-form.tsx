import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { type FieldErrors, validate } from '@/lib/form';
import { changePassword } from '../api/change-password';
import { passwordChangeSchema } from '../schemas';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(passwordChangeSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setStatus(null);
    try {
      await changePassword(result.data.currentPassword, result.data.newPassword);
      setValues(EMPTY);
      setStatus({
        ok: true,
        text: 'Your password has been changed. Your other sessions have been signed out.',
      });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {status ? <Alert variant={status.ok ? 'success' : 'destructive'}>{status.text}</Alert> : null}
      <TextField
        id="password-current"
        label="Current password"
        error={errors.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={(v) => setValues({ ...values, currentPassword: v })}
      />
      <TextField
        id="password-new"
        label="New password"
        error={errors.newPassword}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onValueChange={(v) => setValues({ ...values, newPassword: v })}
      />
      <TextField
        id="password-confirm"
        label="Repeat the new password"
        error={errors.confirm}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={(v) => setValues({ ...values, confirm: v })}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
        Change password
      </Button>
    </form>
  );
}
