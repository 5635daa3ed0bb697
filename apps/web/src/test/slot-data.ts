import { vi } from 'vitest';
import type { Slot } from '@rasoi/domain/api';
import { wallClockInstant } from '@rasoi/domain/slots';

export { anAddress, anOrder } from './order-data.ts';

/** The kitchen's zone in the slot tests (GET /kitchen's `time_zone` in kitchenData). */
const ZONE = 'Asia/Kolkata';

const MEALS = {
  Lunch: { order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00' },
  Dinner: { order_by: '17:30', delivery_from: '19:30', delivery_to: '21:00' },
} as const;

/**
 * A day's meal slot as GET /slots answers it (issue 14): `meal` sets its name and wall-clock times
 * (Lunch: order by 10:30, delivered 12:30-14:00; Dinner: 17:30, 19:30-21:00, in Asia/Kolkata); 10 plates,
 * 4 taken, open unless overridden.
 */
export function aSlot(date: string, meal: keyof typeof MEALS, overrides: Partial<Slot> = {}): Slot {
  const times = MEALS[meal];
  const at = (time: string) => wallClockInstant(date, time, ZONE).toISOString();
  const capacity = overrides.capacity ?? 10;
  const taken = overrides.taken ?? 4;
  return {
    _id: `${meal.toLowerCase()}-${date}`,
    name: meal,
    date,
    order_by: at(times.order_by),
    delivery_from: at(times.delivery_from),
    delivery_to: at(times.delivery_to),
    capacity,
    taken,
    remaining: Math.max(0, capacity - taken),
    is_open: true,
    state: taken >= capacity ? 'full' : 'open',
    ...overrides,
  };
}

/** One call the stub server received: its method, path with query, and JSON body. */
export type Call = { method: string; url: string; body: unknown };
/** What a route of the stub server answers: the HTTP status and the envelope. */
export type Answer = { status?: number; body: unknown };

/**
 * Stubs fetch with a small server: `routes` maps 'METHOD /path?query' (after /api/v1) to a function
 * giving its answer, or a promise of it (a test that holds an answer back to look at the page while it
 * loads); any other call answers 500. Returns the calls received, in order.
 */
export function serveApi(routes: Record<string, (call: Call) => Answer | Promise<Answer>>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        url: url.replace(/^.*\/api\/v1/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.url}`];
      const answer = route ? await route(call) : { status: 500, body: { status: 'error', data: 'not in this test' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** A success envelope around `data`. */
export const success = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({
  body: { status: 'success', data, ...extra },
});
