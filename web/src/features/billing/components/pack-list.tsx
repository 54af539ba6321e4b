import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatPrice } from '../lib/format';
import type { Pack } from '../types';

/** The credit packs: one-off purchases that top up the balance. */
export function PackList({ packs, balance }: { packs: readonly Pack[]; balance: number }) {
  if (packs.length === 0) return null;
  return (
    <section className="grid gap-5" aria-labelledby="buy-credits" data-testid="packs">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="buy-credits" className="font-display font-semibold text-2xl">
            Buy credits
          </h2>
          <p className="text-muted-foreground text-sm">
            One-off packs for images and videos. They never expire.
          </p>
        </div>
        <p className="text-sm">
          Your balance: <strong>{balance.toLocaleString('en-US')} credits</strong>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[...packs]
          .sort((a, b) => a.credits - b.credits)
          .map((pack) => (
            <Link
              key={pack.id}
              to={pathTo('/checkout', undefined, { pack: pack.id })}
              data-testid={`pack-${pack.id}`}
              className="group grid gap-1 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/60 hover:bg-accent"
            >
              <span className="font-semibold text-xl">
                {pack.credits.toLocaleString('en-US')}
                <span className="ml-1 font-normal text-muted-foreground text-sm">credits</span>
              </span>
              <span className="text-muted-foreground text-sm">
                {formatPrice(pack.priceMinor, pack.currency)}
              </span>
              <span className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-2')}>
                Buy
              </span>
            </Link>
          ))}
      </div>
    </section>
  );
}
