import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { useStream } from '@/features/social/api/get-stream';
import { StreamView } from '@/features/social/components/stream-view';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** /stream/{id} and /stream/{name}-{partner}: a character's public stream of posts. */
export function StreamPage() {
  const { id = '' } = useParams();
  const stream = useStream(id);
  if (stream.error && !stream.data && isNotFound(stream.error)) return <NotFoundPage />;
  if (stream.error && !stream.data) {
    return (
      <StatusScreen title="This stream could not be opened">
        <p>{errorMessage(stream.error)}</p>
      </StatusScreen>
    );
  }
  if (!stream.data?.[0]) return <Spinner className="justify-center py-16" />;
  return (
    <StreamView
      pages={stream.data}
      loading={stream.isValidating && stream.size > stream.data.length}
      onMore={() => void stream.setSize(stream.size + 1)}
    />
  );
}
