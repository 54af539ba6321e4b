import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ConsentBanner } from '@/components/consent-banner';
import { useAnalytics } from '@/lib/analytics/use-analytics';
import { cn } from '@/lib/utils';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Screens that fill the window like an app (the chat): no footer, no page scroll, so the site
 * header never slides over them and their own header and composer stay in view. */
export function isAppScreen(pathname: string): boolean {
  return /^\/chat\/(?!create\/?$)[^/]+\/?$/.test(pathname);
}

export function RootLayout() {
  const app = isAppScreen(useLocation().pathname);
  useAnalytics();
  return (
    <div className={cn('flex flex-col', app ? 'h-dvh overflow-hidden' : 'min-h-dvh')}>
      <SiteHeader />
      <main
        className={cn(
          'mx-auto w-full flex-1',
          app ? 'flex min-h-0 flex-col' : 'max-w-6xl px-4 py-10',
        )}
      >
        <Outlet />
      </main>
      {app ? null : <SiteFooter />}
      <ConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
