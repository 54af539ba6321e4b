import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import { type FieldErrors, validate } from '@/lib/form';
import { confirmPasswordReset } from '../api/password-reset';
import { resetConfirmSchema } from '../schemas';

export function PasswordResetConfirmForm({ token }: { token: string }) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(resetConfirmSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setFormError(null);
    try {
      await confirmPasswordReset(token, result.data.password);
      setDone(true);
    } catch (e) {
      setFormError(
        isApiError(e, 400)
          ? 'This reset link is invalid or has expired. Ask for a new one.'
          : errorMessage(e),
      );
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Alert variant="success">
        Your password has been changed.{' '}
        <Link to="/login" className="underline">
          Log in
        </Link>{' '}
        with your new password.
      </Alert>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <TextField
        id="reset-password"
        label="New password"
        error={errors.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={(v) => setValues({ ...values, password: v })}
      />
      <TextField
        id="reset-confirm"
        label="Repeat the new password"
        error={errors.confirm}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={(v) => setValues({ ...values, confirm: v })}
      />
      <Button type="submit" disabled={busy}>
        Set new password
      </Button>
    </form>
  );
}
