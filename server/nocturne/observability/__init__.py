"""Error reporting (spec 1, 7, 8): Sentry when SENTRY_DSN is set, the browser's tunnel to it, and
without a DSN errors logged and counted in the database for the admin area."""
