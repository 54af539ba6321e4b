import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { PageHeader } from '@/components/layouts/page-header';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { useImage } from '@/features/images/api/get-image';
import { ImageEditor } from '@/features/images/components/image-editor';
import { errorMessage, isNotFound } from '@/lib/api-error';

export function EditImagePage() {
  const { id = '' } = useParams();
  const { data, error } = useImage(id);
  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  if (error && !data) {
    return (
      <StatusScreen title="This image could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  return (
    <section>
      <PageHeader>
        {data?.characterName
          ? `Restyle this picture of ${data.characterName}, or enhance it.`
          : 'Restyle this picture, or enhance it.'}
      </PageHeader>
      {data ? <ImageEditor key={data.image.id} detail={data} /> : <Spinner />}
    </section>
  );
}
