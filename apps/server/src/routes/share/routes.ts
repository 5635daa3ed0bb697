import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { MENU_PICTURES_PER_IP_PER_MINUTE } from '@rasoi/domain/share';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { matchesEtag } from '../../lib/etag.ts';
import { menuPicturesOf, pictureInput } from '../../modules/catalogue/share/picture-input.ts';

/**
 * GET /share/menu.png?layout=wide|portrait (issue 15, D58), public and read-only: today's menu as a PNG,
 * wide (1200x630, a link preview's og:image) by default or portrait (1080x1350, the share sheet's
 * picture). The ETag is the hash of what the picture shows, known before any render, so a revalidation
 * is a bodiless 304; a picture is rendered once per content and kept (menu-picture.ts), whatever Host
 * the request names (docs/decisions/0073). MENU_PICTURES_PER_IP_PER_MINUTE per client address, then 429
 * in the envelope with Retry-After.
 */
export const shareRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const pictures = menuPicturesOf(ctx.db);
  defineRoute(
    app,
    contract.getMenuPicture,
    async (request, reply) => {
      const input = await pictureInput(ctx, request.query.layout ?? 'wide');
      const etag = pictures.etagOf(input);
      // Public (no session changes it) and revalidated on each use: a changed menu shows at once.
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendPng(reply, (await pictures.get(input)).png);
    },
    // Per client address (request.ip: the real client behind TRUST_PROXY), checked before any read.
    { config: { rateLimit: { max: MENU_PICTURES_PER_IP_PER_MINUTE, timeWindow: '1 minute' } } },
  );
};

/** Sends PNG bytes: the table documents them as a string (contract: preSerialized), Fastify sends a Buffer as is. */
function sendPng(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply.type('image/png').send(png);
}
