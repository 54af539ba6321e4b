import type { ComponentType } from 'react';
import type { RoutePattern } from '@/config/paths';
import { AccountPage } from './routes/app/account-page';
import { CharacterImportPage } from './routes/app/character-import-page';
import { ChatCreatePage } from './routes/app/chat-create-page';
import { ChatPage } from './routes/app/chat-page';
import { ChatsPage } from './routes/app/chats-page';
import { CreateCharacterPage } from './routes/app/create-character-page';
import { CustomCharacterPage } from './routes/app/custom-character-page';
import { NotificationsPage } from './routes/app/notifications-page';
import { ProfilePage } from './routes/app/profile-page';
import { AgeVerificationFinalizePage } from './routes/public/age-verification-finalize-page';
import { BannedPage } from './routes/public/banned-page';
import { BlogPage } from './routes/public/blog-page';
import { CharacterPage } from './routes/public/character-page';
import { CharacterPickPage } from './routes/public/character-pick-page';
import { DirectoryPage } from './routes/public/directory-page';
import { ErrorRoutePage } from './routes/public/error-route-page';
import { HomePage } from './routes/public/home-page';
import { LoginPage } from './routes/public/login-page';
import { LogoutPage } from './routes/public/logout-page';
import { PressPage } from './routes/public/press-page';
import { SentryTestPage } from './routes/public/sentry-test-page';
import { SignupPage } from './routes/public/signup-page';
import { TermsPage } from './routes/public/terms-page';
import { AdminCustomerPage } from './routes/staff/admin-customer-page';
import { AdminPage } from './routes/staff/admin-page';
import { EmergencyQueuePage } from './routes/staff/emergency-queue-page';
import { ModerationQueuePage } from './routes/staff/moderation-queue-page';

/**
 * Pages with their own screen. Every other routes.json entry has `comingIn` and shows
 * ComingLaterPage (a test checks that no route is left without a page).
 */
export const pages: Partial<Record<RoutePattern, ComponentType>> = {
  '/': HomePage,
  '/terms': TermsPage,
  '/blog': BlogPage,
  '/press': PressPage,
  '/login': LoginPage,
  '/signup': SignupPage,
  '/logout': LogoutPage,
  '/banned': BannedPage,
  '/error': ErrorRoutePage,
  '/age-verification/finalize': AgeVerificationFinalizePage,
  '/sentry-test': SentryTestPage,
  '/directory': DirectoryPage,
  '/directory/:category': DirectoryPage,
  '/char/:id': CharacterPage,
  '/choose-your-slut': CharacterPickPage,
  '/landing-char': CharacterPickPage,
  '/profile': ProfilePage,
  '/profile/account': AccountPage,
  '/profile/notifications': NotificationsPage,
  '/create': CreateCharacterPage,
  '/custom': CustomCharacterPage,
  '/character-import': CharacterImportPage,
  '/chat': ChatsPage,
  '/chat/create': ChatCreatePage,
  '/chat/:id': ChatPage,
  '/admin': AdminPage,
  '/admin/customer': AdminCustomerPage,
  '/moderators': ModerationQueuePage,
  '/moderators/emergency': EmergencyQueuePage,
};
