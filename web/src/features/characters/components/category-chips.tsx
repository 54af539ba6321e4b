import { NavLink } from 'react-router';
import { pathTo } from '@/config/paths';
import type { CategoryCount } from '@/lib/api-types';
import { cn } from '@/lib/utils';

function chipClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-full border px-3 py-1 text-sm transition-colors hover:border-primary',
    isActive ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card',
  );
}

/** One chip per directory category, with its number of public characters. */
export function CategoryChips({ categories }: { categories: CategoryCount[] }) {
  return (
    <nav aria-label="Categories" className="flex flex-wrap gap-2">
      <NavLink to="/directory" end className={chipClass}>
        All
      </NavLink>
      {categories.map((c) => (
        <NavLink
          key={c.slug}
          to={pathTo('/directory/:category', { category: c.slug })}
          className={chipClass}
        >
          {c.name} <span className="opacity-70">({c.count})</span>
        </NavLink>
      ))}
    </nav>
  );
}
