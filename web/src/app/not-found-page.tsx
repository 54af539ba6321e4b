import { Link } from 'react-router';
import { StatusScreen } from '@/components/layouts/status-screen';
import { buttonVariants } from '@/components/ui/button';
import { pageTitle } from '@/config/routes';
import { useDocumentTitle } from '@/lib/route-meta';

export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <StatusScreen title="Page not found">
      <p>There is nothing at this address. It may have moved, or the link may be wrong.</p>
      <Link to="/directory" className={buttonVariants({ className: 'mt-6' })}>
        Browse characters
      </Link>
    </StatusScreen>
  );
}
