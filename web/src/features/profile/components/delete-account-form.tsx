import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { validate } from '@/lib/form';
import { deleteAccount } from '../api/delete-account';
import { deleteAccountSchema } from '../schemas';

export function DeleteAccountForm() {
  const { applySession } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(deleteAccountSchema, { password });
    setError(result.errors?.password);
    if (!result.data) return;
    setBusy(true);
    setFormError(null);
    try {
      await deleteAccount(result.data.password);
      await applySession(null, 'SIGNED_OUT');
      navigate('/', { replace: true });
    } catch (e) {
      setFormError(errorMessage(e));
      setBusy(false);
    }
  }

  if (!confirming) {
    return (
      <Button
        variant="destructive"
        className="justify-self-start"
        onClick={() => setConfirming(true)}
      >
        Delete my account…
      </Button>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-red-200">
        This deletes your account, your characters, chats and media for good. It cannot be undone.
      </p>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
      <FormField id="delete-password" label="Your password" error={error}>
        <Input
          id="delete-password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={Boolean(error)}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" variant="destructive" disabled={busy}>
          Delete my account for good
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
