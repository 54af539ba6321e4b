import { fullTime, timeAgo } from '../format';

/** A relative time with the exact one on hover and for screen readers' machine-readable value. */
export function TimeStamp({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={fullTime(iso)} className={className}>
      {timeAgo(iso)}
    </time>
  );
}
