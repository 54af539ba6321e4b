import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/features/social/api/get-profile';
import { ProfileContent } from '@/features/social/components/profile-content';
import { ProfileHeader } from '@/features/social/components/profile-header';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** /u/{usernameOrUuid}: a person's public profile. */
export function UserProfilePage() {
  const { usernameOrUuid = '' } = useParams();
  const { data, error } = useProfile(usernameOrUuid);
  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  if (error && !data) {
    return (
      <StatusScreen title="This profile could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <section className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-10">
      <ProfileHeader profile={data} />
      {data.isBlocked ? (
        <p className="rounded-2xl border border-border bg-card/60 px-6 py-8 text-center text-sm text-muted-foreground">
          You blocked @{data.username}. Unblock to see their posts again.
        </p>
      ) : (
        <ProfileContent profile={data} />
      )}
    </section>
  );
}
