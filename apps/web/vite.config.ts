import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress.ts';

/** The seller area's lazy chunk gets a fixed name prefix, so the service worker can leave it out of the precache. */
const SELLER_CHUNK_PREFIX = 'assets/seller-';

// The dev server proxies the API to the Fastify server (npm run dev in apps/server, port 3000).
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (ARCHITECTURE.md 'Web', PWA; issue 5): the manifest and our own service worker
    // (src/sw.ts: app-shell precache, image cache, push), registered from main.tsx.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['logo.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Rasoi: Taste of Home',
        short_name: 'Rasoi',
        description: 'Order home-cooked thalis and dishes from the kitchen in your society.',
        lang: 'en-IN',
        theme_color: '#c2410c',
        background_color: '#fffaf3',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        categories: ['food', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // A customer's phone never downloads the seller area (ARCHITECTURE.md 'Web'); the worker caches it
        // at runtime once the seller opens it.
        globIgnores: [`${SELLER_CHUNK_PREFIX}*.js`],
        // The main chunk is over the 2 MiB default only in unminified builds; keep a margin.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of the built text files, sent as they are by the server (issue 6).
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/features/seller/routes.tsx')
            ? `${SELLER_CHUNK_PREFIX}[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
