import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import type { ContentPageData } from '../types';

/** The page's call to action; signed-in readers are sent on to the directory instead of signup. */
export function ContentCta({ cta, signedIn }: { cta: ContentPageData['cta']; signedIn: boolean }) {
  if (!cta) return null;
  const toSignup = cta.href === '/signup';
  return (
    <p className="mt-8">
      <Link
        to={signedIn && toSignup ? '/directory' : cta.href}
        className={buttonVariants({ size: 'lg' })}
      >
        {signedIn && toSignup ? 'Browse characters' : cta.label}
      </Link>
    </p>
  );
}
