import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { useAuth } from '@/lib/auth';

export function BannedPage() {
  const { session } = useAuth();
  const reason = session?.banned?.reason;
  return (
    <section className="grid max-w-2xl gap-4">
      <PageHeader />
      {session?.banned ? (
        <>
          <p>
            <span className="text-muted-foreground">Reason: </span>
            <span data-testid="ban-reason">{reason || 'No reason was given.'}</span>
          </p>
          <p className="text-muted-foreground">
            If you think this is a mistake, contact the operator of this Nocturne site.
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">This session is not banned.</p>
      )}
      <p className="flex gap-4 text-sm">
        <Link to="/terms" className="text-primary hover:underline">
          Terms of Service
        </Link>
        <Link to="/logout" className="text-primary hover:underline">
          Log out
        </Link>
      </p>
    </section>
  );
}
