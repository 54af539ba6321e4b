import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type Consent, readConsent, setConsent } from '@/lib/analytics/consent';

const CURRENT: Record<Consent, string> = {
  granted: 'You accepted. ',
  denied: 'You declined. ',
};

/** The consent card itself (loaded by ConsentBanner only for visitors who have not chosen yet, or who
 * opened Privacy choices to change their answer). */
export function ConsentBannerCard({ onDone }: { onDone(): void }) {
  const current = readConsent();
  const choose = (value: Consent) => {
    setConsent(value);
    onDone();
  };
  return (
    <section
      aria-label="Analytics consent"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-5"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl border border-border bg-card/95 p-4 shadow-2xl shadow-black/40 backdrop-blur sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <div className="grid flex-1 gap-1">
          <h2 className="text-sm font-semibold">Help us improve Nocturne?</h2>
          <p className="text-sm text-muted-foreground">
            {current ? CURRENT[current] : null}With your OK we count page visits and steps like
            sign-up to see what works. Your chats are never included, and nothing is sent unless you
            accept; you can change this any time under Privacy choices.{' '}
            <Link to="/site/privacy" className="text-primary underline-offset-4 hover:underline">
              Privacy policy
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button variant="outline" onClick={() => choose('denied')}>
            Decline
          </Button>
          <Button onClick={() => choose('granted')}>Accept</Button>
        </div>
      </div>
    </section>
  );
}
