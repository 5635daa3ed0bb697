import type { OrderStatus } from '@rasoi/domain/constants';

/**
 * Each order status's colours (Tailwind classes), one tone per status wherever a status is shown: the
 * customer's chips, the delivery run's badge, the seller's count tiles (issue 25, docs/decisions/0086).
 * Warm while cooking, the accent on the road, green once delivered, grey once cancelled; blue while an online order waits for its payment (D100). The status's
 * words are the domain's `orderStatusLabel`.
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  'Awaiting Payment': 'bg-sky-100 text-sky-800',
  Recieved: 'bg-stone-100 text-stone-700',
  Preparing: 'bg-amber-100 text-amber-800',
  'Out For Delivery': 'bg-primary-soft text-primary-dark',
  Delivered: 'bg-green-100 text-veg',
  Cancelled: 'bg-stone-200 text-stone-700',
};
