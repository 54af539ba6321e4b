import { Link } from 'react-router';
import { creditsText, type Quote } from '@/lib/credits';

/** Under a Generate button: what it costs and the balance, or a link to get more. */
export function CreditCost({ quote }: { quote: Quote | undefined }) {
  if (!quote) return null;
  if (!quote.enough) {
    return (
      <p className="text-center text-primary text-xs" data-testid="credit-cost">
        Needs {creditsText(quote.credits)}, you have {quote.balance.toLocaleString('en-US')}.{' '}
        <Link to="/upgrade" className="font-medium underline underline-offset-2">
          Get credits
        </Link>
      </p>
    );
  }
  return (
    <p className="text-center text-muted-foreground text-xs" data-testid="credit-cost">
      Costs {creditsText(quote.credits)} · balance{' '}
      <span data-testid="credit-balance-inline">{quote.balance.toLocaleString('en-US')}</span>
    </p>
  );
}
