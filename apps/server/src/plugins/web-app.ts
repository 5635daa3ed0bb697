import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@rasoi/domain/messages';
import { SEED_IMAGES_PATH } from '../db/seed.ts';
import { UPLOADS_PATH } from '../features/assets/image-files.ts';
import { sendFailure } from './error-handler.ts';

export type WebAppOptions = {
  /** Absolute folder of the built web app (index.html, assets/). */
  webDistDir: string;
  /** Absolute folder of the seed images, served at `/images/seed/`. */
  seedImagesDir: string;
  /** Absolute folder of the seller's uploaded images, served at `/images/uploads/` (created if missing). */
  uploadsDir: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'Web app not built: run npm run build';

/**
 * Serves the built single-page app (ARCHITECTURE.md: the server serves the web app) and the seed
 * images and uploaded images, and answers everything no route matched: an unknown /api path gets the 404 envelope, any
 * other GET gets index.html so client-side routes survive a reload (or a 503 text while the web app
 * is not built). Vite's hashed /assets/* never change, so they are cached for a year; index.html
 * is revalidated so a new release is picked up. An upload's file name is a fresh key and is never
 * rewritten, so uploads are cached for a year too. Call on the root instance after the API routes.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const built = fs.existsSync(path.join(options.webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      // The build writes .br and .gz copies of its text files (apps/web/vite-precompress.ts): send those.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(options.webDistDir, 'assets') + path.sep);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }
  if (fs.existsSync(options.seedImagesDir)) {
    await app.register(fastifyStatic, {
      root: options.seedImagesDir,
      prefix: SEED_IMAGES_PATH,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=86400');
      },
    });
  }

  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });

  app.setNotFoundHandler(
    // Unknown paths are where scanners probe: limit them per client.
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file or API path is a real 404; only page addresses fall back to the app.
      const isFileOrApi = /^\/(api|assets|images)(\/|$)/.test(pathname);
      if (isFileOrApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendFailure(reply, 404, MESSAGES.notFound);
      }
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDistDir);
    },
  );
}
