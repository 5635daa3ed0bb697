import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { useDeliveryWindow } from '../../api/use-delivery-window.ts';
import { itemCount } from './order-view.ts';

/**
 * An undelivered order's second line on the home strip and in its sheet: the item count, or for an order
 * in a meal slot its delivery window ('Delivery 17:00–18:00 today', issue 14), which says more and keeps
 * the line as high as before. `className` colours it for its background.
 */
export function OrderDetailLine({ order, className }: { order: Order; className: string }) {
  const count = itemCount(order);
  const words = useDeliveryWindow(order.slot);
  return (
    <p className={className}>
      {words ? (
        words.window
      ) : (
        <>
          {count} {count === 1 ? m.item() : m.items()}
        </>
      )}
    </p>
  );
}
