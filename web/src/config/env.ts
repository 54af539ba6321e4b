/** Build-time settings (VITE_*); everything has a working default. */
export const env = {
  /** The app's public origin; links are built from it. Defaults to the page's own origin. */
  appOrigin: (import.meta.env.VITE_APP_ORIGIN as string | undefined) || undefined,
  /** Error reporting is off unless a DSN is configured. */
  sentryDsn: (import.meta.env.VITE_SENTRY_DSN as string | undefined) || undefined,
};

export function appOrigin(): string {
  return env.appOrigin ?? window.location.origin;
}
