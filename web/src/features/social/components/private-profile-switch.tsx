import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { pathTo } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useSocialSettings } from '../api/get-social-settings';
import { setProfilePrivate } from '../api/set-profile-private';

/** "Private profile": my posts only for my followers (profile and characters stay visible). */
export function PrivateProfileSwitch() {
  const { user } = useAuth();
  const id = useId();
  const settings = useSocialSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const on = settings.data?.profilePrivate ?? false;

  async function change(next: boolean) {
    setBusy(true);
    setError(null);
    try {
      await setProfilePrivate(next);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3" data-testid="private-profile-setting">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="font-medium text-sm">
            Private profile
          </label>
          <p className="text-muted-foreground text-sm">
            Only people who follow you see your posts. Your{' '}
            <Link
              className="text-primary hover:underline"
              to={pathTo('/u/:usernameOrUuid', { usernameOrUuid: user.username })}
            >
              public profile
            </Link>{' '}
            still shows your name, picture and public characters.
          </p>
        </div>
        <Switch
          id={id}
          checked={on}
          disabled={busy || !settings.data}
          onCheckedChange={(next) => void change(next)}
          className="mt-1"
        />
      </div>
      {error || settings.error ? (
        <Alert variant="destructive">{error ?? errorMessage(settings.error)}</Alert>
      ) : null}
    </div>
  );
}
