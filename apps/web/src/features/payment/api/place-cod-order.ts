import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderAnswer, CreateOrderBody } from '@rasoi/domain/api';
import { ApiError, callApi } from '../../../api/client.ts';
import { couponsKeys, ordersKeys, profileKeys, slotsKeys } from '../../../api/query-keys.ts';

/** Session storage key of the order attempt in flight: the body's fingerprint and its idempotency key. */
const PENDING_ORDER_KEY = 'pendingOrder';

type PendingOrder = { fingerprint: string; key: string };

function fingerprintOf(body: CreateOrderBody): string {
  const { receipt: _receipt, ...rest } = body;
  return JSON.stringify(rest);
}

function readPending(): PendingOrder | null {
  try {
    const raw = sessionStorage.getItem(PENDING_ORDER_KEY);
    return raw ? (JSON.parse(raw) as PendingOrder) : null;
  } catch {
    return null;
  }
}

/**
 * The idempotency key for this exact order: reused while the same cart is retried (a double tap, or a
 * retry after a lost answer, must not create two orders), new as soon as the cart or address changes.
 */
export function idempotencyKeyFor(body: CreateOrderBody): string {
  const fingerprint = fingerprintOf(body);
  const pending = readPending();
  if (pending?.fingerprint === fingerprint) return pending.key;
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify({ fingerprint, key } satisfies PendingOrder));
  } catch {
    // Without storage the key still covers retries within this page.
  }
  return key;
}

function forgetPending(): void {
  try {
    sessionStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** `POST /order/create-cod-order` with an Idempotency-Key (spec 7); the server recomputes the bill. */
export async function placeCodOrder(body: CreateOrderBody): Promise<CreateOrderAnswer> {
  const key = idempotencyKeyFor(body);
  try {
    const answer = await callApi('POST /order/create-cod-order', {
      body: { ...body, receipt: `rcpt_${key}` },
      idempotencyKey: key,
    });
    forgetPending();
    return answer;
  } catch (error) {
    // A refusal (4xx) is final for this key: a retry after fixing things must be a new attempt. A network
    // failure or a server fault leaves the outcome unknown, so the key is kept for the retry.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409) forgetPending();
    throw error;
  }
}

/**
 * Places the order; on success the orders, the profile (a new coupon was won) and the meal slots (their
 * plates went) are fetched again. A 409 (the slot filled, closed or passed its cut-off; its sentence, the
 * error toast, names the next open slot) refetches the slots too, so the checkout's picker moves on (issue 14).
 */
export function usePlaceCodOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCodOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: couponsKeys.all });
      void queryClient.invalidateQueries({ queryKey: slotsKeys.all });
    },
    // Beside the default onError (the toast), which a hook's own onError would replace.
    onSettled: (_answer, error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: slotsKeys.all });
    },
  });
}
