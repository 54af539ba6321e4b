import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const LINKS = [
  { to: '/profile', label: 'Profile' },
  { to: '/profile/account', label: 'Account' },
  { to: '/profile/notifications', label: 'Notifications' },
];

export function ProfileNav() {
  return (
    <nav aria-label="Profile sections" className="mb-8 flex gap-1 border-b border-border">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm',
              isActive
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
