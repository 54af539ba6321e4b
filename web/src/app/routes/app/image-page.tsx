import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { useImage } from '@/features/images/api/get-image';
import { ImageView } from '@/features/images/components/image-view';
import { PostView } from '@/features/social/components/post-view';
import { PublishPanel } from '@/features/social/components/publish-panel';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { mustBlur } from '@/lib/media/blur';

// A video's page has its own code (the player's page, its chain, the follow-ups): it loads only
// when the media is a video.
const VideoPage = lazy(() =>
  import('@/features/videos/components/video-view').then((m) => ({ default: m.VideoPage })),
);

/** /image/{id}: a picture, or a video's page when the media is a video. */
export function ImagePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data, error } = useImage(user ? id : null);
  // Not mine (or a visitor): the address may name a published post, its public view; a post the
  // viewer may not see (or none) is the 404 page for a visitor as for another account.
  if (!user) return <PostView id={id} fallback={<NotFoundPage />} />;
  if (error && !data && isNotFound(error)) return <PostView id={id} fallback={<NotFoundPage />} />;
  if (error && !data) {
    return (
      <StatusScreen title="This image could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  const { image } = data;
  // Publish / Unpublish and Share, for an image and a video alike.
  const publish = (
    <div className="mb-4 flex justify-end">
      <PublishPanel
        mediaId={image.id}
        preview={{
          src: image.thumbUrl,
          width: image.width,
          height: image.height,
          blurred: mustBlur(image.shouldBlur, user),
        }}
      />
    </div>
  );
  if (image.kind === 'video') {
    return (
      <>
        {publish}
        <Suspense fallback={<Spinner className="justify-center py-16" />}>
          <VideoPage key={image.id} id={image.id} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {publish}
      <ImageView key={image.id} detail={data} />
    </>
  );
}
