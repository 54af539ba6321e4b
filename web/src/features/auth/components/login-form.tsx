import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import type { SessionInfo } from '@/lib/api-types';
import { type FieldErrors, validate } from '@/lib/form';
import { login } from '../api/login';
import { loginSchema } from '../schemas';

interface LoginFormProps {
  onSuccess(session: SessionInfo): void | Promise<void>;
  onForgotPassword(): void;
}

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(loginSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setFormError(null);
    try {
      await onSuccess(await login(result.data));
    } catch (e) {
      if (isApiError(e, 401)) setFormError('Wrong email, username or password.');
      else if (isApiError(e, 403)) setFormError(`Your account has been banned: ${e.message}`);
      else setFormError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <TextField
        id="login-email"
        label="Email or username"
        error={errors.email}
        name="email"
        autoComplete="username"
        value={values.email}
        onValueChange={(v) => setValues({ ...values, email: v })}
      />
      <TextField
        id="login-password"
        label="Password"
        error={errors.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={(v) => setValues({ ...values, password: v })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
      <Button variant="link" className="justify-self-start px-0" onClick={onForgotPassword}>
        Forgot password?
      </Button>
    </form>
  );
}
