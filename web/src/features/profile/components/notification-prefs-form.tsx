import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import type { NotificationPrefs } from '@/lib/api-types';
import { NOTIFICATIONS_KEY, saveNotificationPrefs } from '../api/notification-prefs';

const OPTIONS: { key: keyof NotificationPrefs; label: string; text: string }[] = [
  {
    key: 'securityAlerts',
    label: 'Security alerts',
    text: 'Sign-ins, password and email changes.',
  },
  { key: 'productUpdates', label: 'Product updates', text: 'Changes to Nocturne that affect you.' },
  { key: 'newFeatures', label: 'New features', text: 'When something new is ready to try.' },
  { key: 'marketing', label: 'Offers', text: 'Occasional offers and promotions.' },
];

export function NotificationPrefsForm({ initial }: { initial: NotificationPrefs }) {
  const [prefs, setPrefs] = useState(initial);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const saved = await saveNotificationPrefs(prefs);
      await mutate(NOTIFICATIONS_KEY, saved, { revalidate: false });
      setPrefs(saved);
      setStatus({ ok: true, text: 'Your notification settings have been saved.' });
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid max-w-xl gap-5" onSubmit={onSubmit}>
      {status ? <Alert variant={status.ok ? 'success' : 'destructive'}>{status.text}</Alert> : null}
      {OPTIONS.map((option) => (
        <div key={option.key} className="flex items-center justify-between gap-6">
          <div>
            <p id={`pref-${option.key}`} className="text-sm font-medium">
              {option.label}
            </p>
            <p className="text-sm text-muted-foreground">{option.text}</p>
          </div>
          <Switch
            aria-labelledby={`pref-${option.key}`}
            checked={prefs[option.key]}
            onCheckedChange={(checked) => setPrefs({ ...prefs, [option.key]: checked })}
          />
        </div>
      ))}
      <Button type="submit" disabled={busy} className="justify-self-start">
        Save notification settings
      </Button>
    </form>
  );
}
