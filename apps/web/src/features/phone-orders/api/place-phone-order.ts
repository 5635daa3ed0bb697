import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderAnswer } from '@rasoi/domain/api';
import type { PhoneOrderBody } from '@rasoi/domain/phone-order';
import { callApi } from '../../../api/client.ts';
import { sellerKeys, slotsKeys } from '../../../api/query-keys.ts';

/** `POST /order/phone` (issue 14, seller) with an Idempotency-Key, as order placement. */
export async function placePhoneOrder(body: PhoneOrderBody, idempotencyKey: string): Promise<CreateOrderAnswer> {
  return callApi('POST /order/phone', { body, idempotencyKey });
}

/**
 * Places a phone order. The idempotency key stays while the same order is retried (a double tap, a lost
 * answer) and is new as soon as the order changes or was placed. Refreshes the seller's order lists and
 * figures and the slots' plates left. A refusal toasts the server's message.
 */
export function usePlacePhoneOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: PhoneOrderBody) => {
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
      return placePhoneOrder(body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: slotsKeys.all }),
      ]);
    },
  });
}
