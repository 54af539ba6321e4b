import { Link } from 'react-router';
import { ConsentBannerChoices } from '@/components/consent-banner-choices';

const links = [
  { to: '/terms', label: 'Terms' },
  { to: '/site/privacy', label: 'Privacy' },
  { to: '/blog', label: 'Blog' },
  { to: '/press', label: 'Press' },
  { to: '/banners', label: 'Banners' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>Nocturne is for adults (18+) only. Every character is an adult.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-foreground">
              {link.label}
            </Link>
          ))}
          <ConsentBannerChoices className="hover:text-foreground" />
        </nav>
      </div>
    </footer>
  );
}
