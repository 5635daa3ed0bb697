import type { Plugin, Rolldown } from 'vite';

/** A page of the app: its route path (React Router syntax, `:param` segments) and its lazy module. */
export type PageRoute = { path: string; module: string };

/** Where the server finds which page file answers which path (apps/server/src/plugins/web-app.ts). */
export const ROUTE_PAGES_FILE = 'route-pages.json';

/**
 * Writes, beside index.html, one copy of it per lazy page (`pages/<n>.html`) that also names the page's
 * chunk and the chunks it imports as `<link rel="modulepreload">`, and `route-pages.json` listing which
 * path each copy is for (issue 6). The server answers a first visit to such a path with its copy, so
 * the browser fetches the page's code with the main chunk instead of after it has run. The seller area
 * is never listed (a customer's phone never downloads it).
 */
export function routePreloads(pages: readonly PageRoute[]): Plugin {
  return {
    name: 'rasoi-route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      if (!html) return;
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const firstLoad = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const importsOf = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName) || firstLoad.has(fileName)) return seen;
        seen.add(fileName);
        for (const child of (bundle[fileName] as Rolldown.OutputChunk | undefined)?.imports ?? [])
          importsOf(child, seen);
        return seen;
      };
      const listed: { path: string; file: string }[] = [];
      pages.forEach((page, index) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page.module));
        if (!chunk) return;
        const links = [...importsOf(chunk.fileName)]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        const file = `pages/${index}.html`;
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: String(html.source).replace('</head>', `${links}</head>`),
        });
        listed.push({ path: page.path, file });
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: JSON.stringify(listed) });
    },
  };
}
