import { useId, useState } from 'react';
import { mutate } from 'swr';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { ME_KEY } from '../api/get-me';
import { updateMe } from '../api/update-me';

/**
 * The opt-in to see NSFW media unblurred (safety policy). It needs a verified age, not only the
 * 18+ confirmation: until then NSFW pictures stay blurred with "Tap to reveal".
 */
export function NsfwMediaToggle() {
  const { user, applySession } = useAuth();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const on = user.showNsfwMedia;
  const verified = user.ageVerified;

  async function change(next: boolean) {
    setBusy(true);
    setError(null);
    try {
      const saved = await updateMe({ showNsfwMedia: next });
      await mutate(ME_KEY, saved, { revalidate: false });
      await applySession(null, 'USER_UPDATED');
    } catch (e) {
      // 400 when the age is not verified: the server says so.
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3" data-testid="nsfw-toggle">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="font-medium text-sm">
            Show NSFW media unblurred
          </label>
          <p className="text-muted-foreground text-sm">
            {verified
              ? 'Explicit images in chats and your gallery show as they are, without "Tap to reveal".'
              : 'This needs a verified age (an age check with our verification partner), not only the 18+ confirmation. Until then explicit images stay blurred; you can still reveal them one at a time.'}
          </p>
        </div>
        <Switch
          id={id}
          checked={on}
          disabled={busy || (!verified && !on)}
          onCheckedChange={(next) => void change(next)}
          className="mt-1"
        />
      </div>
      {verified ? null : (
        <p className="text-muted-foreground text-xs" data-testid="nsfw-needs-verification">
          Your age is not verified yet.
        </p>
      )}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
    </div>
  );
}
