/**
 * The look of a content page's body (HTML rendered from markdown by the server). The server's
 * first render (server/nocturne/content/views.py) writes the same classes, so keep the two alike.
 */
export const PROSE =
  'grid gap-4 leading-relaxed text-foreground/85 [&_h2]:mt-4 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_strong]:text-foreground [&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-border [&_td]:p-2 [&_td]:align-top';
