import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/config/paths';
import { FeedView } from '@/features/social/components/feed-view';
import { TabLinks } from '@/features/social/components/tab-links';
import type { FeedTab } from '@/features/social/types';
import { useAuth } from '@/lib/auth';

const TABS = [
  { value: 'public', label: 'Public', to: '/feed' },
  { value: 'following', label: 'Following', to: '/feed?tab=following' },
] as const;

/** /feed: what people published, for everyone (Public) or from the people I follow. */
export function FeedPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const tab: FeedTab = params.get('tab') === 'following' ? 'following' : 'public';
  return (
    <section className="mx-auto grid w-full max-w-xl grid-cols-1 gap-4">
      <PageHeader>Images, videos and characters the community published.</PageHeader>
      <div className="-mt-4 mb-2">
        <TabLinks label="Feed" value={tab} options={TABS} />
      </div>
      {tab === 'following' && !user ? (
        <EmptyState
          title="Log in to see who you follow"
          actions={
            <>
              <Button asChild>
                <Link to={loginPath('/feed?tab=following')}>Log in</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/signup">Sign up</Link>
              </Button>
            </>
          }
        >
          The Following tab shows new posts from the people you follow.
        </EmptyState>
      ) : (
        <FeedView key={tab} tab={tab} />
      )}
    </section>
  );
}
