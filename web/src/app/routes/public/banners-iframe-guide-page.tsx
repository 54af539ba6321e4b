import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { appOrigin } from '@/config/env';
import { useMyReferral } from '@/features/promotion/api/get-my-referral';
import { CopySnippet } from '@/features/promotion/components/copy-snippet';
import { BANNER_SIZES, iframeSnippet } from '@/features/promotion/sizes';
import { useAuth } from '@/lib/auth';

const RULES = [
  'Use the iframe as it is: keep its width and height equal to the banner size, with no border and no scrolling.',
  'Only the five banner pages may be framed. Every other Nocturne page refuses to load in a frame.',
  'The banner links to signup in the top window (target _top), so keep allow-top-navigation if you sandbox the iframe.',
  'Nocturne is for adults: place banners only on sites for people 18 or older.',
  'Do not change the banner, cover it or make it look like part of your own page.',
  'Replace YOUR_CODE with your referral code (signed-in users get theirs filled in); signups are counted per code.',
];

/** /banners/iframe-guide: copy-paste iframe snippets per size and the embedding rules. */
export function BannersIframeGuidePage() {
  const { user } = useAuth();
  const { data: referral } = useMyReferral(Boolean(user));
  const origin = appOrigin();
  return (
    <article className="grid max-w-3xl gap-8">
      <PageHeader>
        <p>
          Copy a snippet into your page's HTML.{' '}
          {referral ? (
            <>
              It already carries your code, <strong className="font-mono">{referral.code}</strong>.
            </>
          ) : (
            <>
              <Link to="/signup" className="text-primary hover:underline">
                Sign up
              </Link>{' '}
              to get your own code filled in.
            </>
          )}
        </p>
      </PageHeader>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold">Rules for embedding</h2>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-foreground/90">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      {BANNER_SIZES.map((size) => (
        <section key={size.name} className="grid gap-3">
          <h2 className="text-lg font-semibold">
            {size.width} × {size.height}{' '}
            <span className="text-sm font-normal text-muted-foreground">{size.label}</span>
          </h2>
          <CopySnippet
            label={`Iframe for ${size.name}`}
            code={iframeSnippet(origin, size, referral?.code)}
          />
        </section>
      ))}
      <p className="text-sm">
        <Link to="/banners" className="text-primary hover:underline">
          See the banners live
        </Link>
      </p>
    </article>
  );
}
