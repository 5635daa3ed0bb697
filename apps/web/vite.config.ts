import { readFileSync } from 'node:fs';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { featureEntriesWithoutSideEffects } from './vite-feature-entries.ts';
import { precompress } from './vite-precompress.ts';
import { routePreloads } from './vite-route-preloads.ts';
import { lazyPages } from './src/app/lazy-pages.ts';

/** The release's version, written in one place: the root package.json (issue 13; `npm run release`). */
const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The seller area's lazy chunk gets a fixed name prefix, so the service worker can leave it out of the precache. */
const SELLER_CHUNK_PREFIX = 'assets/seller-';
/** The form and validation libraries: only the pages with a form download them. */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](valibot|zod|react-hook-form|@hookform)[\\/]/;
/** The seller area's folders (its shell in app/seller, its features): their modules never go in a chunk a customer page loads. */
const SELLER_AREA =
  /[\\/]src[\\/](app[\\/]seller|features[\\/](seller-[a-z-]+|day-menu|kitchen-day|phone-orders))[\\/]/;

/**
 * Shared UI that only the seller area uses, moved down from its folder by D83 (ui/ is shared code, but no
 * customer page imports these): kept out of the customers' shared chunks like the seller's folders.
 */
const SELLER_ONLY_UI = /[\\/]src[\\/]ui[\\/](pin-fields|list-states|toggle-switch)\.tsx$/;
/**
 * The kitchen printer's shared code (D111: the order card and the prep sheet both print, so it sits in
 * lib/, api/ and ui/) and the ESC/POS encoder with its image helpers: seller only, like the folders above.
 */
const SELLER_ONLY_PRINTING =
  /[\\/](src[\\/](lib[\\/]printing[\\/]|api[\\/](print-kitchen-ticket|get-kitchen-ticket)\.ts$|ui[\\/]print-order-buttons\.tsx$)|node_modules[\\/](@point-of-sale|@canvas|canvas-dither|canvas-flatten|resize-image-data)[\\/])/;

/** The root layout's lazy parts (src/app/<name>.tsx): each is its own chunk with its own imports (D122). */
const LAYOUT_PARTS = ['app-footer', 'overlay-layer', 'app-toaster', 'closed-screen'] as const;
const layoutPart = (name: string) => new RegExp(`[\\\\/]src[\\\\/](app|features[\\\\/]kitchen)[\\\\/]${name}\\.tsx$`);

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Names the chunk of a module that two or more lazy chunks share (issue 17): 'forms' when it is a form or
 * validation library or statically imports one, directly or not; else 'pages-shared'; none (rolldown's own
 * splitting) for the seller area's folders.
 */
function sharedChunkName() {
  const withForms = new Map<string, boolean>();
  // A negative answer is kept only from a finished walk: inside one, an import cycle can hide the way to a form.
  const reaches = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    if (withForms.get(id) === true || FORM_LIBRARIES.test(id)) return true;
    if (withForms.get(id) === false || seen.has(id)) return false;
    seen.add(id);
    const found = (ctx.getModuleInfo(id)?.importedIds ?? []).some((child) => reaches(child, ctx, seen));
    if (found) withForms.set(id, true);
    return found;
  };
  return (id: string, ctx: ChunkingContext) => {
    if (SELLER_AREA.test(id) || SELLER_ONLY_UI.test(id) || SELLER_ONLY_PRINTING.test(id)) return null;
    const found = reaches(id, ctx, new Set());
    withForms.set(id, found);
    return found ? 'forms' : 'pages-shared';
  };
}

/**
 * The server's page renderer (src/entry-server.tsx, D117), built by `vite build --ssr` beside the web app:
 * the same modules for Node, with the packages from node_modules left to Node and the workspace's own
 * (@rasoi/domain) bundled in, so the renderer keeps its own copy of the messages and their language.
 */
const serverRenderer = defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [featureEntriesWithoutSideEffects(), react(), tailwindcss()],
  ssr: { noExternal: [/^@rasoi\//] },
  build: { outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true, copyPublicDir: false },
});

// The dev server proxies the API to the Fastify server (npm run dev in apps/server, port 3000).
const webApp = defineConfig({
  // The version the footer shows (src/lib/app-version.ts).
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    // A feature's index.ts only re-exports: no chunk of its own for it (issue 12).
    featureEntriesWithoutSideEffects(),
    react(),
    tailwindcss(),
    // The installable app (docs/architecture.md 'PWA'; issue 5): the manifest and our own service worker
    // (src/sw.ts: app-shell precache, image cache, push), registered from main.tsx.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The app registers the worker itself and lets a new release's worker in at a safe moment
      // (src/app/app-update.ts, D43); 'prompt' only says the worker waits for that go-ahead.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['logo.svg', 'icons/apple-touch-icon.png'],
      // The manifest is the server's (GET /manifest.webmanifest, built from the kitchen's stored name,
      // issue 13, D40); index.html links it, and the worker does not precache it, so a renamed kitchen shows.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // A customer's phone never downloads the seller area (docs/architecture.md 'Web'); the worker caches it
        // at runtime once the seller opens it.
        // The per-page copies of index.html are for the server's first answer; the worker serves index.html.
        globIgnores: [`${SELLER_CHUNK_PREFIX}*.js`, 'pages/**'],
        // The main chunk is over the 2 MiB default only in unminified builds; keep a margin.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // One classic script, as registerSW registers it; the plugin's 'es' build asks Vite for the
        // deprecated inlineDynamicImports and warns on every build.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
    // The customer pages a first visit can start on, from the router's own table (src/app/lazy-pages.ts):
    // the server names the page's code in the first answer (issue 6).
    routePreloads(Object.values(lazyPages).map((page) => ({ path: page.path, module: `/src/${page.module}` }))),
    // Brotli and gzip copies of the built text files, sent as they are by the server (issue 6).
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/images': 'http://127.0.0.1:3000',
      '/manifest.webmanifest': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports (phones with ES modules) knows <link rel=modulepreload>: no polyfill.
    // A lazy page's own imports are not listed in the main chunk (docs/decisions/0044): that table of
    // some fifty hashed names cost the first load 1.2 KB gzip; the browser finds the imports in the page's
    // chunk, the service worker has precached them all soon after the first visit, and the server's
    // per-page first answer still names them (routePreloads). CSS stays listed: a page must not paint unstyled.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Everything the first visit runs in one chunk: separate small shared chunks compress worse
        // and cost a request each (issue 6). Lazy pages keep their own chunks.
        // The code two or more lazy customer pages share goes in one chunk rather than dozens of ~1 KB ones
        // (a message, an icon, a button each): on a phone every request is a round trip, and the tracking
        // page waited on 34 of them before it could paint (issue 17, Lighthouse). The seller area's own
        // folders stay out, so a customer does not download them.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            // The lazy parts of the layout every customer page may load (the footer, the overlay layer with
            // the first visit's splash, the toaster, the closed screen), each with what it needs that the main
            // chunk has not. In 'pages-shared', a tagline or the splash would make the home download and run
            // that whole chunk (some 56 KB Brotli) for a few lines (D122).
            ...LAYOUT_PARTS.map((part) => ({ name: part, test: layoutPart(part), priority: 2 })),
            // Code two or more lazy pages share, in two chunks rather than dozens of ~1 KB ones: 'forms' (the
            // form and validation libraries, some 40 KB gzip, and every shared module that imports them) and
            // 'pages-shared' (the rest). A module's own imports are not pulled after it, so a button stays
            // in 'pages-shared' and a page without a form never downloads 'forms'.
            {
              name: sharedChunkName(),
              debugName: 'pages-shared or forms',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
        // The seller area's chunk, and a chunk of seller-only modules its lazy parts share (the printing code,
        // D111), carry the seller prefix: the service worker leaves them out of a customer's precache.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/app/seller/routes.tsx') ||
          (chunk.moduleIds.length > 0 &&
            chunk.moduleIds.every(
              (id) => SELLER_AREA.test(id) || SELLER_ONLY_UI.test(id) || SELLER_ONLY_PRINTING.test(id),
            ))
            ? `${SELLER_CHUNK_PREFIX}[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderer : webApp));
