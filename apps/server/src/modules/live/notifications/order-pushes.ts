import type { Order } from '@rasoi/domain/api';
import { lateLargeCancel } from '@rasoi/domain/cancel-order';
import { LATE_CANCEL_HOURS } from '@rasoi/domain/constants';
import { PUSH_ICON, SELLER_ORDERS_PATH, type OrderEventType } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import type { Locale } from '@rasoi/domain/locale';
import type { PushRecipients } from './push-subscription-queries.ts';
import type { PushMessage, PushSender } from './push-sender.ts';
import { outForDeliveryNotice } from '../whatsapp/whatsapp-notices.ts';
import type { WhatsAppSender } from '../whatsapp/whatsapp-sender.ts';

/** Whom an order event's push goes to, and the push in any language. */
export type OrderEventPush = { recipients: PushRecipients; message: PushMessage };

/**
 * The web pushes an order event causes (spec 1 and 4, issue 5): a new order tells every seller
 * 'New Order Received' and leads to the seller's orders; a move to Out For Delivery or Delivered tells
 * the order's customer and leads to the order's page; a cancel (issue 15, D54) by the seller tells the
 * customer with the reason, one by the customer tells every seller. Other events push nothing. The
 * push is a `PushMessage`: the sender writes it in each device's language (issue 16, D62).
 */
export function orderEventPush(event: {
  type: OrderEventType;
  order: Order;
  userId: string;
}): OrderEventPush | undefined {
  if (event.type === 'order.created') {
    return {
      recipients: { sellers: true },
      message: (locale) => ({
        title: m.notificationTitle({}, { locale }),
        body: m.notificationBody({}, { locale }),
        url: SELLER_ORDERS_PATH,
        icon: PUSH_ICON,
      }),
    };
  }
  const url = `/orders/${event.order._id}`;
  const customer = (title: (locale: Locale) => string, body: (locale: Locale) => string): OrderEventPush => ({
    recipients: { userId: event.userId },
    message: (locale) => ({ title: title(locale), body: body(locale), url, icon: PUSH_ICON }),
  });
  switch (event.order.status) {
    case 'Out For Delivery':
      return customer(
        (locale) => m.pushOutForDeliveryTitle({}, { locale }),
        (locale) => m.pushOutForDeliveryBody({}, { locale }),
      );
    case 'Delivered':
      return customer(
        (locale) => m.pushDeliveredTitle({}, { locale }),
        (locale) => m.pushDeliveredBody({}, { locale }),
      );
    case 'Cancelled':
      return event.order.cancelled_by === 'customer'
        ? {
            recipients: { sellers: true },
            message: (locale) => ({
              title: m.pushCustomerCancelledTitle({}, { locale }),
              body: customerCancelBody(event.order, locale),
              url: SELLER_ORDERS_PATH,
              icon: PUSH_ICON,
            }),
          }
        : customer(
            (locale) => m.pushCancelledTitle({}, { locale }),
            (locale) => m.pushCancelledBody({ reason: cancelReason(event.order, locale) }, { locale }),
          );
    default:
      return undefined;
  }
}

/**
 * The sellers' push for a customer's cancel: who and why, and for a late cancel of a large order
 * (docs/decisions/0074) the plates it gives back so close to the cut-off.
 */
function customerCancelBody(order: Order, locale: Locale): string {
  const body = m.pushCustomerCancelledBody(
    { name: order.address.reciever_name, reason: cancelReason(order, locale) },
    { locale },
  );
  const plates = lateLargeCancel(order);
  return plates > 0 ? `${body}\n${m.lateLargeCancel({ plates, hours: LATE_CANCEL_HOURS }, { locale })}` : body;
}

/** The cancel's reason as given (the canceller's own words), or 'No reason given' in `locale`. */
function cancelReason(order: Order, locale: Locale): string {
  return order.cancel_reason || m.cancelNoReason({}, { locale });
}

/**
 * Starts the event's pushes in the background (see PushSender.send). An order out for delivery goes to its
 * customer by WhatsApp instead when they opted in (D101), its push the fallback when WhatsApp does not take it.
 */
export function pushOrderEvent(
  ctx: { push: PushSender; whatsapp: WhatsAppSender },
  event: { type: OrderEventType; order: Order; userId: string },
): void {
  const found = orderEventPush(event);
  if (!found) return;
  const push = () => ctx.push.send(found.recipients, found.message);
  if ('userId' in found.recipients && event.order.status === 'Out For Delivery') {
    ctx.whatsapp.send(outForDeliveryNotice(event.order, event.userId), push);
  } else {
    push();
  }
}
