import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';

/** A clock a browser journey sets: the real time moved by an offset (TEST_CLOCK=on only, D92). */
export type SettableClock = { now: Clock; set(at: Date): void };

/** The real clock, until `set` moves it to an instant (it then runs on from there). */
export function settableClock(): SettableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
  };
}

const bodySchema = z.strictObject({ at: z.iso.datetime() });

/**
 * `POST /__test/clock {at}` (TEST_CLOCK=on, browser journeys only, D92; never registered otherwise, and
 * config refuses TEST_CLOCK in production): sets the server's clock to `at`, then makes the plan meals due
 * by then, as the schedule would on waking, and answers what that run did. Outside the API and its
 * contract: nothing a client of the product calls.
 */
export function registerTestClock(app: FastifyInstance, clock: SettableClock): void {
  app.post('/__test/clock', async (request, reply) => {
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'failure', data: 'at: an ISO instant' });
    clock.set(new Date(body.data.at));
    const report = await app.planMeals.runDue();
    return { status: 'success', data: { now: clock.now().toISOString(), report } };
  });
}
