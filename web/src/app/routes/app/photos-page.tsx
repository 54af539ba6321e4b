import { useCallback } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { usePhotoSet } from '@/features/images/api/get-photo-set';
import { PhotoSetView } from '@/features/images/components/photo-set-view';
import { PostView } from '@/features/social/components/post-view';
import { PublishFromSet } from '@/features/social/components/publish-from-set';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';

export function PhotosPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data, error, mutate } = usePhotoSet(user ? id : null);
  const reload = useCallback(() => void mutate(), [mutate]);
  // Not my set (or a visitor): /photos/{postId} is a published post's public view; a post the viewer
  // may not see (or none) is the 404 page for a visitor as for another account.
  if (!user) return <PostView id={id} fallback={<NotFoundPage />} />;
  if (error && !data && isNotFound(error)) return <PostView id={id} fallback={<NotFoundPage />} />;
  if (error && !data) {
    return (
      <StatusScreen title="These photos could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return (
    <>
      {data.images.length > 0 ? (
        <div className="mb-4 flex justify-end">
          <PublishFromSet media={data.images} />
        </div>
      ) : null}
      <PhotoSetView key={data.job.id} set={data} onDone={reload} />
    </>
  );
}
