import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { expireUnpaidOrders } from './expire-unpaid-orders.ts';
import { retryDueRefunds } from './send-refund.ts';

/** How often the sweep runs, in ms: an unpaid order's plates wait at most this long past its life. */
export const ONLINE_PAYMENT_SWEEP_MS = 60_000;

/** The running sweep: `stop()` ends it and waits for a run under way. */
export type OnlinePaymentSweep = { stop(): Promise<void> };

/**
 * Every ONLINE_PAYMENT_SWEEP_MS (D100): gives up the online orders past their life unpaid (their plates back
 * to the slot even when nobody places or pays another online order), and sends again the refunds still due
 * (a gateway that was down). Runs never overlap; a failed run is logged and the next tries again. The timer
 * does not keep the process alive.
 */
export function onlinePaymentSweep(
  ctx: Pick<AppContext, 'db' | 'now' | 'orderEvents' | 'push' | 'whatsapp' | 'kitchenSettings' | 'config'>,
  log: FastifyBaseLogger,
): OnlinePaymentSweep {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        await expireUnpaidOrders(ctx, log);
        await retryDueRefunds(ctx, log);
      } catch (error) {
        log.error({ err: error }, 'online payments: the sweep failed; the next run tries again');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, ONLINE_PAYMENT_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
