import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { CreditsIndicator } from './credits-indicator';
import { navItems } from './nav-items';

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-foreground/80',
  );
}

export function SiteHeader() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const items = navItems(user);
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // Close the mobile menu after navigating.
    setLastPath(location.pathname);
    setOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-display text-xl tracking-wide">
          <span aria-hidden className="text-primary">
            ☾
          </span>
          Nocturne
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-3">
          {user ? <CreditsIndicator /> : null}
          <button
            type="button"
            className="rounded-md p-2 text-foreground/80 hover:bg-accent md:hidden"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            <span aria-hidden className="block text-xl leading-none">
              {open ? '✕' : '☰'}
            </span>
          </button>
        </div>
      </div>
      {open ? (
        <nav
          id="mobile-nav"
          aria-label="Mobile"
          className="grid gap-1 border-t border-border/60 px-4 py-3 md:hidden"
        >
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
