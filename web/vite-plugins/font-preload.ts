import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Preloads the app's fonts from index.html. Both faces are on every page (the header's name is in
 * the display face, the text in the sans face), but the browser would find them only after the
 * CSS is parsed and the text laid out: a preload starts them beside the entry's JS, so the swap
 * from the fallback comes sooner. Only latin woff2 files are built (src/index.css).
 */
export function fontPreload(): Plugin {
  return {
    name: 'nocturne:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((name) => name.endsWith('.woff2'));
        return fonts.sort().map((name) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${name}`,
            crossorigin: '',
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
