import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { STREAM_TICKETS_PER_MINUTE } from '@rasoi/domain/events';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { admitStream, streamPlaceOf } from '../../modules/live/events/admit-stream.ts';
import { issueStreamTicket } from '../../modules/live/events/stream-tickets.ts';

/**
 * Live order updates (issue 5, issue 11): POST /events/ticket (any logged-in caller, at most
 * STREAM_TICKETS_PER_MINUTE a minute per user) answers a short-lived single-use ticket;
 * GET /events?ticket=T[&lastEventId=N] streams the order events the ticket's user may see as
 * Server-Sent Events, resuming after the `Last-Event-ID` header or `lastEventId` (the header wins).
 * A bad or used ticket gets the 401 envelope; a full instance, session or user the 429 envelope
 * (docs/decisions/0030). Streams end with their session (D31) and when the app closes.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { liveStreams } = ctx;

  defineRoute(
    app,
    contract.createEventTicket,
    async (request) => {
      return { status: 'success', data: await issueStreamTicket({ ctx, caller: callerOf(request) }) };
    },
    {
      config: {
        rateLimit: {
          max: STREAM_TICKETS_PER_MINUTE,
          timeWindow: '1 minute',
          // Per user, whatever address they come from (requireCustomer ran first: there is a user).
          keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
        },
      },
    },
  );

  defineRoute(
    app,
    contract.openEventStream,
    async (request, reply) => {
      // The seller's streams have places of their own (issue 17): a crowd of customers never locks the
      // kitchen out. The admitted viewer's role is the peeked one: the same ticket row, never changed.
      const place = await streamPlaceOf({ ctx, ticket: request.query.ticket });
      if (!liveStreams.reserve(place)) throw new AppError('TOO_MANY_REQUESTS', 'streamsBusy');
      let admitted;
      const id = newId();
      try {
        admitted = await admitStream({
          ctx,
          ticket: request.query.ticket,
          streamId: id,
          instanceId: liveStreams.instanceId,
          staleAfterMs: liveStreams.staleAfterMs,
        });
      } catch (error) {
        liveStreams.release(place);
        throw error;
      }
      const header = request.headers['last-event-id'];
      const afterId = header && /^\d{1,15}$/.test(header) ? Number(header) : request.query.lastEventId;
      reply.hijack();
      liveStreams.open({ id, ...admitted, afterId, raw: reply.raw, log: request.log });
    },
    // No HEAD twin: a stream answers GET only.
    { exposeHeadRoute: false },
  );
};
