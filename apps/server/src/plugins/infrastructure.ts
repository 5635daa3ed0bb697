import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * The infrastructure layer (STYLE.md 2): security headers, compression, rate limiting that routes
 * opt into with `config.rateLimit` (global: false, so no route is limited by accident), and multipart
 * forms, which a route reads with `request.parts({ limits })` (the upload sets its own limits).
 * The content security policy allows this origin only: the web app loads nothing from elsewhere.
 */
export async function registerInfrastructure(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(compress);
  await app.register(rateLimit, { global: false });
  await app.register(multipart);
}
