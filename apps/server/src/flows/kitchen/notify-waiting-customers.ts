import { PUSH_ICON, type PushPayload } from '@rasoi/domain/events';
import { DEFAULT_KITCHEN_NAME } from '@rasoi/domain/kitchen-defaults';
import { m } from '@rasoi/domain/i18n/messages';
import type { Locale } from '@rasoi/domain/locale';
import type { AppContext } from '../../app-context.ts';
import { slotRoomNow } from '../../modules/catalogue/slots/slot-room.ts';
import { addNotifyRequest, takeNotifyRequests } from '../../modules/kitchen/kitchen/notify-request-queries.ts';

/**
 * Why the waiting customers hear from the kitchen: it opened ('Notify me' on the Closed screen), or a
 * full meal slot has room again (for the slots change to call).
 */
export type KitchenNoticeReason = 'kitchen-opened' | 'room-again';

/**
 * The push a waiting customer gets, naming the kitchen, written in `locale` (the customer's device's,
 * issue 16, D62); it opens the menu.
 */
export function kitchenNoticePush(reason: KitchenNoticeReason, kitchenName: string, locale: Locale): PushPayload {
  const kitchen = kitchenName.trim() || DEFAULT_KITCHEN_NAME;
  const [title, body] =
    reason === 'kitchen-opened'
      ? [m.pushKitchenOpenTitle({ kitchen }, { locale }), m.pushKitchenOpenBody({}, { locale })]
      : [m.pushKitchenRoomTitle({ kitchen }, { locale }), m.pushKitchenRoomBody({}, { locale })];
  return { title, body, url: '/', icon: PUSH_ICON };
}

/**
 * 'Notify me' (issue 14): the customer asks for one push when the closed kitchen opens, or, while it is
 * open with every meal slot full, closed or past, when a slot has room again (`announceSlotRoom`).
 * Returns whether they now wait; false while the kitchen is open with room (nothing stored).
 * Asking again changes nothing: one request per customer (the user id is the table's key).
 */
export async function requestKitchenNotice(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'config' | 'kitchenSettings'>;
  userId: string;
}): Promise<boolean> {
  const { ctx, userId } = options;
  const now = ctx.now();
  // An open kitchen whose meal slots are all full, closed or past is worth waiting for too (issue 14).
  const waitForRoom = (await slotRoomNow(ctx, now)) === false;
  return addNotifyRequest(ctx.db, userId, now, { evenIfOpen: waitForRoom });
}

/**
 * Tells every customer waiting on 'Notify me' that they can order now, once: their requests are taken
 * away in one DELETE ... RETURNING (two instances calling it at once split the customers, never push
 * one twice), then each gets one web push on every device they saved, in the background (the push
 * sender never throws nor waits for a push service; a dead endpoint is its business, D17, D34), each
 * in the language of that device's app (issue 16, D62).
 * Call it after the commit of the change that makes room (the kitchen opening; a meal slot freeing up).
 * Returns how many customers were told. Throws only if the database fails the DELETE (nothing pushed).
 */
export async function notifyWaitingCustomers(
  ctx: Pick<AppContext, 'db' | 'push' | 'kitchenSettings'>,
  reason: KitchenNoticeReason,
): Promise<number> {
  // The name first: once the requests are taken, nothing may fail before their pushes are handed on.
  const kitchenName = (await ctx.kitchenSettings.get()).name;
  const message = (locale: Locale) => kitchenNoticePush(reason, kitchenName, locale);
  const userIds = await takeNotifyRequests(ctx.db);
  for (const userId of userIds) ctx.push.send({ userId }, message);
  return userIds.length;
}
