import type { Order } from '@rasoi/domain/api';
import { PUSH_ICON, SELLER_ORDERS_PATH, type OrderEventType, type PushPayload } from '@rasoi/domain/events';
import { MESSAGES } from '@rasoi/domain/messages';
import type { PushRecipients } from './push-subscription-queries.ts';
import type { PushSender } from './push-sender.ts';

/**
 * The web pushes an order event causes (spec 1 and 4, issue 5): a new order tells every seller
 * 'New Order Received' and leads to the seller's orders; a move to Out For Delivery or Delivered tells
 * the order's customer and leads to the order's page. Other events push nothing.
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
        title: MESSAGES.notificationTitle,
        body: MESSAGES.notificationBody,
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
          title: MESSAGES.pushOutForDeliveryTitle,
          body: MESSAGES.pushOutForDeliveryBody,
          url,
          icon: PUSH_ICON,
        },
      };
    case 'Delivered':
      return {
        recipients: { userId: event.userId },
        payload: { title: MESSAGES.pushDeliveredTitle, body: MESSAGES.pushDeliveredBody, url, icon: PUSH_ICON },
      };
    default:
      return undefined;
  }
}

/** Starts the event's pushes in the background (see PushSender.send). */
export function pushOrderEvent(push: PushSender, event: { type: OrderEventType; order: Order; userId: string }): void {
  const message = orderEventPush(event);
  if (message) push.send(message.recipients, message.payload);
}
