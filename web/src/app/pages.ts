import type { ComponentType } from 'react';
import type { RoutePattern } from '@/config/paths';

/** Loads one page's code on demand: each page is its own chunk, fetched when its route is opened. */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Pages with their own screen, each loaded on demand so a route downloads only its own code (the
 * chat's AI SDK and the markdown renderer stay off the landing and SEO pages, staff pages apart).
 * Every other routes.json entry has `comingIn` and shows ComingLaterPage (a test checks that no
 * route is left without a page).
 *
 * Keep each entry in the form `'<route>': () => import('<module>').then(...)`: the build reads
 * this file to list each route's chunks (web/build/route-chunks.ts), for the server's preload
 * hints and the byte budgets.
 */
export const pages: Partial<Record<RoutePattern, PageLoader>> = {
  '/': () => import('./routes/public/home-page').then((m) => m.HomePage),
  '/terms': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/blog': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/blog/:slug': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/press': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/press/:slug': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/comparison/:slug': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/type': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/type/:slug': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/site/:slug': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/landing/:id': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/ai-hentai': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/ai-image-generator': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/ai-porn': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/free-ai-girlfriend': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/nsfw-ai-generator': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/nsfw-character-ai': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/nude-ai': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/undress-ai': () => import('./routes/public/content-page').then((m) => m.ContentPage),
  '/character-ai-alternatives': () =>
    import('./routes/public/content-page').then((m) => m.ContentPage),
  '/janitor-ai-alternatives': () =>
    import('./routes/public/content-page').then((m) => m.ContentPage),
  '/login': () => import('./routes/public/login-page').then((m) => m.LoginPage),
  '/signup': () => import('./routes/public/signup-page').then((m) => m.SignupPage),
  '/logout': () => import('./routes/public/logout-page').then((m) => m.LogoutPage),
  '/banned': () => import('./routes/public/banned-page').then((m) => m.BannedPage),
  '/error': () => import('./routes/public/error-route-page').then((m) => m.ErrorRoutePage),
  '/age-verification/finalize': () =>
    import('./routes/public/age-verification-finalize-page').then(
      (m) => m.AgeVerificationFinalizePage,
    ),
  '/sentry-test': () => import('./routes/public/sentry-test-page').then((m) => m.SentryTestPage),
  '/banners': () => import('./routes/public/banners-page').then((m) => m.BannersPage),
  '/banners/iframe-guide': () =>
    import('./routes/public/banners-iframe-guide-page').then((m) => m.BannersIframeGuidePage),
  '/banners/160x600': () =>
    import('./routes/public/banner-size-page').then((m) => m.BannerSizePage),
  '/banners/300x250': () =>
    import('./routes/public/banner-size-page').then((m) => m.BannerSizePage),
  '/banners/320x50': () => import('./routes/public/banner-size-page').then((m) => m.BannerSizePage),
  '/banners/330x770': () =>
    import('./routes/public/banner-size-page').then((m) => m.BannerSizePage),
  '/banners/728x90': () => import('./routes/public/banner-size-page').then((m) => m.BannerSizePage),
  '/directory': () => import('./routes/public/directory-page').then((m) => m.DirectoryPage),
  '/directory/:category': () =>
    import('./routes/public/directory-page').then((m) => m.DirectoryPage),
  '/char/:id': () => import('./routes/public/character-page').then((m) => m.CharacterPage),
  '/choose-your-slut': () =>
    import('./routes/public/character-pick-page').then((m) => m.CharacterPickPage),
  '/landing-char': () =>
    import('./routes/public/character-pick-page').then((m) => m.CharacterPickPage),
  '/feed': () => import('./routes/public/feed-page').then((m) => m.FeedPage),
  '/u': () => import('./routes/public/users-page').then((m) => m.UsersPage),
  '/u/:usernameOrUuid': () =>
    import('./routes/public/user-profile-page').then((m) => m.UserProfilePage),
  '/u/:usernameOrUuid/connections': () =>
    import('./routes/public/connections-page').then((m) => m.ConnectionsPage),
  '/share/:id': () => import('./routes/public/share-page').then((m) => m.SharePage),
  '/stream/:id': () => import('./routes/public/stream-page').then((m) => m.StreamPage),
  '/profile': () => import('./routes/app/profile-page').then((m) => m.ProfilePage),
  '/profile/account': () => import('./routes/app/account-page').then((m) => m.AccountPage),
  '/profile/notifications': () =>
    import('./routes/app/notifications-page').then((m) => m.NotificationsPage),
  '/create': () => import('./routes/app/create-character-page').then((m) => m.CreateCharacterPage),
  '/custom': () => import('./routes/app/custom-character-page').then((m) => m.CustomCharacterPage),
  '/character-import': () =>
    import('./routes/app/character-import-page').then((m) => m.CharacterImportPage),
  '/chat': () => import('./routes/app/chats-page').then((m) => m.ChatsPage),
  '/chat/create': () => import('./routes/app/chat-create-page').then((m) => m.ChatCreatePage),
  '/chat/:id': () => import('./routes/app/chat-page').then((m) => m.ChatPage),
  '/generate': () => import('./routes/app/generate-page').then((m) => m.GeneratePage),
  '/image/:id': () => import('./routes/app/image-page').then((m) => m.ImagePage),
  '/edit/:id': () => import('./routes/app/edit-image-page').then((m) => m.EditImagePage),
  '/photos/:id': () => import('./routes/app/photos-page').then((m) => m.PhotosPage),
  '/secret-gallery': () =>
    import('./routes/app/secret-gallery-page').then((m) => m.SecretGalleryPage),
  '/save': () => import('./routes/app/save-page').then((m) => m.SavePage),
  '/avatar': () => import('./routes/app/avatar-page').then((m) => m.AvatarPage),
  '/upgrade': () => import('./routes/public/upgrade-page').then((m) => m.UpgradePage),
  '/checkout': () => import('./routes/app/checkout-page').then((m) => m.CheckoutPage),
  '/checkout/success': () =>
    import('./routes/app/checkout-success-page').then((m) => m.CheckoutSuccessPage),
  '/admin': () => import('./routes/staff/admin-page').then((m) => m.AdminPage),
  '/admin/customer': () =>
    import('./routes/staff/admin-customer-page').then((m) => m.AdminCustomerPage),
  '/moderators': () =>
    import('./routes/staff/moderation-queue-page').then((m) => m.ModerationQueuePage),
  '/moderators/emergency': () =>
    import('./routes/staff/emergency-queue-page').then((m) => m.EmergencyQueuePage),
};

/** The page of every route marked `comingIn` (the build's route chunks read this key too). */
export const fallbackPages = {
  comingLater: () => import('./routes/public/coming-later-page').then((m) => m.ComingLaterPage),
} satisfies Record<string, PageLoader>;
