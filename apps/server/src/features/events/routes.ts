import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventsQuerySchema, type StreamTicketAnswer } from '@rasoi/domain/events';
import type { AppContext } from '../../app-context.ts';
import { callerOf, requireCustomer } from '../../plugins/auth.ts';
import { streamOrderEvents, type OpenStream } from './order-stream.ts';
import { issueStreamTicket, redeemStreamTicket } from './stream-tickets.ts';

// Other headers pass through; a Last-Event-ID that is not ours (not digits) is ignored.
const streamHeaders = z.looseObject({ 'last-event-id': z.string().optional() });

/**
 * Live order updates (issue 5): POST /events/ticket (any logged-in caller) answers a short-lived
 * ticket; GET /events?ticket=T[&lastEventId=N] streams the order events the ticket's user may see as
 * Server-Sent Events, resuming after the `Last-Event-ID` header or `lastEventId` (the header wins: a
 * reconnecting EventSource sends it). A bad ticket gets the 401 envelope. Every open stream is ended
 * when the app closes, so a stream never keeps the server from stopping.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; heartbeatMs: number }> = async (
  app,
  { ctx, heartbeatMs },
) => {
  const openStreams = new Set<OpenStream>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.post('/events/ticket', { onRequest: requireCustomer }, async (request): Promise<StreamTicketAnswer> => {
    return { status: 'success', data: await issueStreamTicket({ ctx, caller: callerOf(request) }) };
  });

  app.get(
    '/events',
    // No HEAD twin: a stream answers GET only.
    { exposeHeadRoute: false, schema: { querystring: eventsQuerySchema, headers: streamHeaders } },
    async (request, reply): Promise<void> => {
      const viewer = await redeemStreamTicket({ ctx, ticket: request.query.ticket });
      const header = request.headers['last-event-id'];
      const afterId = header && /^\d{1,15}$/.test(header) ? Number(header) : request.query.lastEventId;
      reply.hijack();
      const stream = streamOrderEvents({ ctx, viewer, afterId, raw: reply.raw, heartbeatMs, log: request.log });
      openStreams.add(stream);
      void stream.closed.then(() => openStreams.delete(stream));
    },
  );
};
