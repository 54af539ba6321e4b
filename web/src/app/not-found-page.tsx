import { StatusScreen } from '@/components/layouts/status-screen';
import { pageTitle } from '@/config/routes';
import { useDocumentTitle } from '@/lib/route-meta';

export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <StatusScreen title="Page not found">
      <p>There is nothing at this address. It may have moved, or the link may be wrong.</p>
    </StatusScreen>
  );
}
