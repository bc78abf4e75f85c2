import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Adds to index.html a `modulepreload` for each chunk named in `chunks` and a font `preload` for each
 * emitted font whose name matches `fonts`: the browser fetches them beside the page's own scripts,
 * rather than when the code that imports them runs or the text that uses them is laid out.
 */
export function preloadLinks(options: { chunks: readonly string[]; fonts: RegExp }): Plugin {
  let base = '/';
  return {
    name: 'inventario:preload-links',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return;
        const files = Object.values(context.bundle);
        const chunks = files.filter(
          (file) => file.type === 'chunk' && !file.isEntry && options.chunks.includes(file.name),
        );
        const fonts = files.filter((file) => file.type === 'asset' && options.fonts.test(file.fileName));
        return [
          ...chunks.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + chunk.fileName },
            injectTo: 'head' as const,
          })),
          ...fonts.map((font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: base + font.fileName,
            },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
