import { Link } from 'react-router';

/**
 * A server message, with its mention of /upgrade as a link (a 402 says "Get more credits or a plan
 * on /upgrade."); when the message does not name it but is about credits, a link follows it.
 */
export function UpgradeMessage({ text, status }: { text: string; status?: number }) {
  const parts = text.split('/upgrade');
  if (parts.length > 1) {
    return (
      <span data-testid="upgrade-message">
        {parts.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <span key={i}>
            {i > 0 ? (
              <Link to="/upgrade" className="font-medium underline underline-offset-2">
                /upgrade
              </Link>
            ) : null}
            {part}
          </span>
        ))}
      </span>
    );
  }
  if (status === 402) {
    return (
      <span data-testid="upgrade-message">
        {text}{' '}
        <Link to="/upgrade" className="font-medium underline underline-offset-2">
          Get credits or a plan
        </Link>
      </span>
    );
  }
  return <>{text}</>;
}
