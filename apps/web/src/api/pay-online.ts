import { useQuery } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { OnlinePaymentData, OnlinePaymentStateData } from '@rasoi/domain/payment-gateway';
import { callApi } from './client.ts';
import { ordersKeys } from './query-keys.ts';

/**
 * Paying an order online (D100), shared by the payment page and an order's page (a payment closed
 * before it was made is tried again there).
 */

/**
 * `POST /payments/online` for an order placed to be paid online (D100): what the gateway's checkout needs,
 * the amount the server's. Throws ApiError with the server's sentence (503 when the gateway is down).
 */
export async function createOnlinePayment(orderId: string): Promise<OnlinePaymentData> {
  const answer = await callApi('POST /payments/online', { body: { order_id: orderId } });
  return answer.data;
}

/** What checkout.js puts on the window: Razorpay's Standard Checkout (or a test's stand-in of it). */
type RazorpayCheckout = new (options: Record<string, unknown>) => {
  open(): void;
  on(event: string, listener: () => void): void;
};

const loaded = new Map<string, Promise<void>>();

/** Loads the checkout script from its configured address once (a `<script>` the CSP allows, D100). */
function loadCheckoutScript(url: string): Promise<void> {
  // Already on the page (loaded before, or a test's stand-in): nothing to load.
  if ('Razorpay' in window) return Promise.resolve();
  let loading = loaded.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(url);
        script.remove();
        reject(new Error('checkout script did not load'));
      };
      document.head.append(script);
    });
    loaded.set(url, loading);
  }
  return loading;
}

/**
 * Opens the gateway's checkout for a payment (D100): the public key id, the gateway's order and amount,
 * the kitchen's name. `onDone` when checkout says paid (the order is confirmed by the gateway's webhook,
 * not by this), `onClosed` when the customer closes it or the payment fails. Rejects when the script
 * cannot load.
 */
export async function openCheckout(
  payment: OnlinePaymentData,
  handlers: { onDone: () => void; onClosed: () => void },
): Promise<void> {
  await loadCheckoutScript(payment.checkout_url);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayCheckout }).Razorpay;
  if (!Razorpay) throw new Error('checkout script gave no Razorpay');
  const checkout = new Razorpay({
    key: payment.key_id,
    amount: payment.amount_paise,
    currency: payment.currency,
    name: payment.name,
    order_id: payment.gateway_order_id,
    handler: handlers.onDone,
    modal: { ondismiss: handlers.onClosed },
  });
  checkout.on('payment.failed', handlers.onClosed);
  checkout.open();
}

/**
 * Where an order paid online stands (GET /order/:id/payment, D100): awaiting, paid, refunding, refunded or
 * refund failed; read again whenever the order itself changes (its status or collection, from its live
 * events). Undefined for an order not paid online, and while asking.
 */
export function useOrderPayment(
  order: Pick<Order, '_id' | 'payment_method' | 'status' | 'collected_by' | 'updatedAt'>,
): OnlinePaymentStateData | undefined {
  const online = order.payment_method === 'ONLINE';
  const query = useQuery({
    queryKey: ordersKeys.payment(order._id, `${order.status}:${order.collected_by ?? ''}:${order.updatedAt}`),
    queryFn: async () => (await callApi('GET /order/:id/payment', { params: { id: order._id } })).data,
    enabled: online,
    retry: false,
  });
  return online ? query.data : undefined;
}
