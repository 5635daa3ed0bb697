import type { AppContext } from '../../app-context.ts';
import type { RecordedOrderEvent } from '../../modules/live/events/record-order-event.ts';

/** What a payment change needs: the database, the clock and the live streams. */
export type QuietEventContext = Pick<AppContext, 'db' | 'now' | 'orderEvents'>;

/**
 * After the commit: sends a payment event (a paid claim, a collection; issue 15, D53) to the open streams
 * of every instance, and no web push. publishOrderEvent would push by the order's status, so an order
 * out for delivery would tell its customer 'out for delivery' again.
 */
export async function announceQuietly(ctx: QuietEventContext, event: RecordedOrderEvent): Promise<void> {
  await ctx.orderEvents.announce(event.id);
}
