import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { appOrigin } from '@/config/env';
import { useMyReferral } from '@/features/promotion/api/get-my-referral';
import { BannerFrame } from '@/features/promotion/components/banner-frame';
import { ReferralSummary } from '@/features/promotion/components/referral-summary';
import { BANNER_SIZES } from '@/features/promotion/sizes';
import { useAuth } from '@/lib/auth';

/** /banners: the five banner sizes, live, carrying the signed-in user's referral code. */
export function BannersPage() {
  const { user } = useAuth();
  const { data: referral } = useMyReferral(Boolean(user));
  const origin = appOrigin();
  const code = referral?.code;
  return (
    <section className="grid gap-8">
      <PageHeader>
        <p>
          Put Nocturne on your site: five fixed sizes, each linking to signup with your referral
          code.
        </p>
      </PageHeader>
      <ReferralSummary signedIn={Boolean(user)} referral={referral} />
      <div className="flex flex-wrap gap-3">
        <Button asChild className="min-h-10">
          <Link to="/banners/iframe-guide">Get the embed code</Link>
        </Button>
      </div>
      <ul className="flex flex-wrap items-start gap-x-12 gap-y-10">
        {BANNER_SIZES.map((size) => (
          <li key={size.name} className="grid max-w-full gap-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 className="text-lg font-semibold">
                {size.width} × {size.height}
              </h2>
              <span className="text-sm text-muted-foreground">{size.label}</span>
              <a
                href={`/banners/${size.name}${code ? `?ref=${code}` : ''}`}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-10 items-center text-sm text-primary hover:underline"
              >
                Open on its own
              </a>
            </div>
            <BannerFrame size={size} origin={origin} code={code} />
          </li>
        ))}
      </ul>
    </section>
  );
}
