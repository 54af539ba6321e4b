import type { Me } from '@/lib/api-types';
import { hasRole } from '@/lib/auth';

export interface NavItem {
  to: string;
  label: string;
}

export function navItems(user: Me | null): NavItem[] {
  if (!user) {
    return [
      { to: '/', label: 'Home' },
      { to: '/directory', label: 'Directory' },
      { to: '/feed', label: 'Feed' },
      { to: '/blog', label: 'Blog' },
      { to: '/login', label: 'Log in' },
      { to: '/signup', label: 'Sign up' },
    ];
  }
  // Only features that exist: pages of later releases stay out of the navigation.
  const items: NavItem[] = [
    { to: '/directory', label: 'Directory' },
    { to: '/feed', label: 'Feed' },
    { to: '/chat', label: 'Chats' },
    { to: '/create', label: 'Create' },
    { to: '/generate', label: 'Generate' },
    { to: '/secret-gallery', label: 'Gallery' },
    { to: '/profile', label: 'Profile' },
  ];
  if (hasRole(user, 'admin')) items.push({ to: '/admin', label: 'Admin' });
  if (hasRole(user, 'moderator')) items.push({ to: '/moderators', label: 'Moderation' });
  items.push({ to: '/logout', label: 'Log out' });
  return items;
}
