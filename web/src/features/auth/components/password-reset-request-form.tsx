import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { validate } from '@/lib/form';
import { requestPasswordReset } from '../api/password-reset';
import { resetRequestSchema } from '../schemas';

export function PasswordResetRequestForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(resetRequestSchema, { email });
    setError(result.errors?.email);
    if (!result.data) return;
    setBusy(true);
    setFormError(null);
    try {
      await requestPasswordReset(result.data.email);
      setSent(true);
    } catch (e) {
      setFormError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">Reset your password</h2>
      {sent ? (
        <Alert variant="success">
          If an account exists for {email}, we have sent it a link to reset the password.
        </Alert>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {formError ? <Alert variant="destructive">{formError}</Alert> : null}
          <FormField id="reset-email" label="Email" error={error}>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={Boolean(error)}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={busy}>
            Send reset link
          </Button>
        </form>
      )}
      <Button variant="link" className="justify-self-start px-0" onClick={onBack}>
        Back to log in
      </Button>
    </div>
  );
}
