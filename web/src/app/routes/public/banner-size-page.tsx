import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { appOrigin } from '@/config/env';
import { BannerFrame } from '@/features/promotion/components/banner-frame';
import { BANNER_SIZES } from '@/features/promotion/sizes';
import { normalizeReferral } from '@/lib/referral';

/**
 * A banner size reached by a link inside the app. Opened directly (or in another site's iframe) the
 * server answers /banners/{W}x{H} with the banner's own small HTML page; this shows that page framed
 * at its exact size.
 */
export function BannerSizePage() {
  const location = useLocation();
  const name = location.pathname.split('/').pop();
  const size = BANNER_SIZES.find((s) => s.name === name) ?? BANNER_SIZES[0];
  const code = normalizeReferral(new URLSearchParams(location.search).get('ref'));
  return (
    <section className="grid gap-6">
      <PageHeader />
      <BannerFrame size={size} origin={appOrigin()} code={code} />
      <p className="text-sm">
        <Link to="/banners/iframe-guide" className="text-primary hover:underline">
          Embed this banner
        </Link>
      </p>
    </section>
  );
}
