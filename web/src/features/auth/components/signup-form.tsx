import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import type { SessionInfo } from '@/lib/api-types';
import { type FieldErrors, validate } from '@/lib/form';
import { signup } from '../api/signup';
import { PASSWORD_MIN, signupSchema } from '../schemas';

export function SignupForm({
  onSuccess,
  referralCode,
}: {
  onSuccess(session: SessionInfo): void | Promise<void>;
  /** The banner or link code the visitor came with (spec 1 Promotion), sent with the signup. */
  referralCode?: string | undefined;
}) {
  const [values, setValues] = useState({ email: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(signupSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setFormError(null);
    try {
      await onSuccess(await signup(referralCode ? { ...result.data, referralCode } : result.data));
    } catch (e) {
      setFormError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <TextField
        id="signup-email"
        label="Email"
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={(v) => setValues({ ...values, email: v })}
      />
      <TextField
        id="signup-username"
        label="Username"
        error={errors.username}
        name="username"
        autoComplete="username"
        value={values.username}
        onValueChange={(v) => setValues({ ...values, username: v })}
      />
      <TextField
        id="signup-password"
        label="Password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN} characters.`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={(v) => setValues({ ...values, password: v })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
