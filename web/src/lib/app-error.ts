/** Spec 8: the generic fallback page for an unhandled application failure. */
export function applicationErrorMessage(host: string): string {
  return `Application error: a server/client-side exception has occurred while loading ${host} (see the server logs/browser console for more information).`;
}

/** The 'Digest: …' line, only when a digest exists. */
export function digestLine(digest: string | null | undefined): string | null {
  const value = digest?.trim();
  return value ? `Digest: ${value}` : null;
}
