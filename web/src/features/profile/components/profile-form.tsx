import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import type { Country, Me } from '@/lib/api-types';
import { useAuth } from '@/lib/auth';
import { browserLocale, guessCountry } from '@/lib/country';
import { type FieldErrors, validate } from '@/lib/form';
import { ME_KEY } from '../api/get-me';
import { updateMe } from '../api/update-me';
import { BIO_MAX, profileSchema } from '../schemas';

interface ProfileFormProps {
  me: Me;
  countries: Country[];
}

function initialValues(me: Me, countries: Country[]) {
  const { locale, timeZone } = browserLocale();
  return {
    displayName: me.displayName ?? '',
    username: me.username,
    bio: me.bio ?? '',
    country: me.country ?? guessCountry(locale, timeZone, countries),
  };
}

export function ProfileForm({ me, countries }: ProfileFormProps) {
  const { applySession } = useAuth();
  const [values, setValues] = useState(() => initialValues(me, countries));
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validate(profileSchema, values);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setBusy(true);
    setStatus(null);
    try {
      const saved = await updateMe({
        displayName: result.data.displayName || null,
        username: result.data.username,
        bio: result.data.bio || null,
        country: result.data.country || null,
      });
      await mutate(ME_KEY, saved, { revalidate: false });
      await applySession(null, 'USER_UPDATED');
      setStatus({ ok: true, text: 'Your profile has been saved.' });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      {status ? <Alert variant={status.ok ? 'success' : 'destructive'}>{status.text}</Alert> : null}
      <TextField
        id="profile-display-name"
        label="Display name"
        error={errors.displayName}
        name="displayName"
        value={values.displayName}
        onValueChange={(v) => setValues({ ...values, displayName: v })}
      />
      <TextField
        id="profile-username"
        label="Username"
        error={errors.username}
        name="username"
        value={values.username}
        onValueChange={(v) => setValues({ ...values, username: v })}
      />
      <FormField
        id="profile-bio"
        label="Bio"
        error={errors.bio}
        hint={`${values.bio.length}/${BIO_MAX}`}
      >
        <Textarea
          id="profile-bio"
          name="bio"
          value={values.bio}
          aria-invalid={Boolean(errors.bio)}
          onChange={(e) => setValues({ ...values, bio: e.target.value })}
        />
      </FormField>
      <FormField id="profile-country" label="Country" error={errors.country}>
        <NativeSelect
          id="profile-country"
          name="country"
          value={values.country}
          onChange={(e) => setValues({ ...values, country: e.target.value })}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-1">
        <p className="text-sm font-medium">Avatar</p>
        <p className="text-sm text-muted-foreground">
          Your avatar is chosen from images you generate, once image generation is available.
        </p>
      </div>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
