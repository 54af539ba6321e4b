import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export interface ViewTab {
  value: string;
  label: string;
}

/** Tabs that are links (`?view=`), so each view can be bookmarked and reloaded. */
export function ViewTabs({ tabs, current }: { tabs: ViewTab[]; current: string }) {
  return (
    <nav
      aria-label="Views"
      className="mb-6 flex gap-1 overflow-x-auto rounded-lg bg-secondary/40 p-1"
    >
      {tabs.map((tab, index) => (
        <Link
          key={tab.value}
          to={index === 0 ? '?' : `?view=${tab.value}`}
          aria-current={tab.value === current ? 'page' : undefined}
          className={cn(
            'flex h-10 flex-1 items-center justify-center whitespace-nowrap rounded-md px-4 text-sm font-medium transition-colors',
            tab.value === current
              ? 'bg-background text-foreground shadow'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
