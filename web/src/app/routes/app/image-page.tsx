import { useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { SignInFirst } from '@/components/layouts/sign-in-first';
import { StatusScreen } from '@/components/layouts/status-screen';
import { Spinner } from '@/components/ui/spinner';
import { useImage } from '@/features/images/api/get-image';
import { ImageView } from '@/features/images/components/image-view';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';

export function ImagePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data, error } = useImage(user ? id : null);
  if (!user) return <SignInFirst />;
  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  if (error && !data) {
    return (
      <StatusScreen title="This image could not be opened">
        <p>{errorMessage(error)}</p>
      </StatusScreen>
    );
  }
  if (!data) return <Spinner className="justify-center py-16" />;
  return <ImageView key={data.image.id} detail={data} />;
}
