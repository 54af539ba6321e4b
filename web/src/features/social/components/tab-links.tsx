import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** Two or more views of a page as a segmented control of links (each tab has its own address). */
export function TabLinks<T extends string>({
  value,
  options,
  label,
}: {
  value: T;
  options: readonly { value: T; label: string; to: string }[];
  label: string;
}) {
  return (
    <nav
      aria-label={label}
      className="inline-flex w-fit max-w-full overflow-x-auto rounded-full border border-border bg-card/70 p-1"
    >
      {options.map((o) => (
        <Link
          key={o.value}
          to={o.to}
          replace
          aria-current={o.value === value ? 'page' : undefined}
          className={cn(
            'inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-full px-4 text-sm sm:px-5 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            o.value === value
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
