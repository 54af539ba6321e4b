import { useLocation } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useContentPage } from '@/features/content/api/get-content-page';
import { ContentView } from '@/features/content/components/content-view';
import { usePageTitle } from '@/features/content/hooks/use-page-title';
import { errorMessage, isNotFound } from '@/lib/api-error';

/** Every page written in content/: blog, press, comparison, type, site, landing and SEO pages, terms. */
export function ContentPage() {
  const { pathname } = useLocation();
  const { data, error } = useContentPage(pathname);
  usePageTitle(data?.title);
  if (error && !data && isNotFound(error)) return <NotFoundPage />;
  if (error && !data) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner className="justify-center py-16" />;
  return <ContentView page={data} />;
}
