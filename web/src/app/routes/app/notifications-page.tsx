import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useNotificationPrefs } from '@/features/profile/api/notification-prefs';
import { NotificationPrefsForm } from '@/features/profile/components/notification-prefs-form';
import { ProfileNav } from '@/features/profile/components/profile-nav';
import { errorMessage } from '@/lib/api-error';

export function NotificationsPage() {
  const { data, error } = useNotificationPrefs();
  return (
    <section className="max-w-2xl">
      <PageHeader />
      <ProfileNav />
      {error ? <Alert variant="destructive">{errorMessage(error)}</Alert> : null}
      {data ? <NotificationPrefsForm initial={data} /> : error ? null : <Spinner />}
    </section>
  );
}
