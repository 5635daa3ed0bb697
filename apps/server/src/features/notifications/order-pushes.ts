import type { Order } from '@rasoi/domain/api';
import { PUSH_ICON, SELLER_ORDERS_PATH, type OrderEventType, type PushPayload } from '@rasoi/domain/events';
import { m } from '@rasoi/domain/i18n/messages';
import type { PushRecipients } from './push-subscription-queries.ts';
import type { PushSender } from './push-sender.ts';

/**
 * The web pushes an order event causes (spec 1 and 4, issue 5): a new order tells every seller
 * 'New Order Received' and leads to the seller's orders; a move to Out For Delivery or Delivered tells
 * the order's customer and leads to the order's page; a cancel (issue 15, D54) by the seller tells the
 * customer with the reason, one by the customer tells every seller. Other events push nothing.
 */
export function orderEventPush(event: {
  type: OrderEventType;
  order: Order;
  userId: string;
}): { recipients: PushRecipients; payload: PushPayload } | undefined {
  if (event.type === 'order.created') {
    return {
      recipients: { sellers: true },
      payload: {
        title: m.notificationTitle(),
        body: m.notificationBody(),
        url: SELLER_ORDERS_PATH,
        icon: PUSH_ICON,
      },
    };
  }
  const url = `/orders/${event.order._id}`;
  switch (event.order.status) {
    case 'Out For Delivery':
      return {
        recipients: { userId: event.userId },
        payload: {
          title: m.pushOutForDeliveryTitle(),
          body: m.pushOutForDeliveryBody(),
          url,
          icon: PUSH_ICON,
        },
      };
    case 'Delivered':
      return {
        recipients: { userId: event.userId },
        payload: { title: m.pushDeliveredTitle(), body: m.pushDeliveredBody(), url, icon: PUSH_ICON },
      };
    case 'Cancelled':
      return cancelledPush(event.order, event.userId, url);
    default:
      return undefined;
  }
}

function cancelledPush(
  order: Order,
  userId: string,
  url: string,
): { recipients: PushRecipients; payload: PushPayload } {
  const reason = order.cancel_reason || m.cancelNoReason();
  if (order.cancelled_by === 'customer') {
    return {
      recipients: { sellers: true },
      payload: {
        title: m.pushCustomerCancelledTitle(),
        body: m.pushCustomerCancelledBody({ name: order.address.reciever_name, reason }),
        url: SELLER_ORDERS_PATH,
        icon: PUSH_ICON,
      },
    };
  }
  return {
    recipients: { userId },
    payload: {
      title: m.pushCancelledTitle(),
      body: m.pushCancelledBody({ reason }),
      url,
      icon: PUSH_ICON,
    },
  };
}

/** Starts the event's pushes in the background (see PushSender.send). */
export function pushOrderEvent(push: PushSender, event: { type: OrderEventType; order: Order; userId: string }): void {
  const message = orderEventPush(event);
  if (message) push.send(message.recipients, message.payload);
}
