import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderAnswer } from '@rasoi/domain/api';
import type { PhoneOrderBody } from '@rasoi/domain/phone-order';
import { sendOrQueue } from '../../../api/kitchen-changes.ts';
import { sellerKeys, slotsKeys } from '../../../api/query-keys.ts';

/**
 * Places a phone order: `POST /order/phone` (issue 14, seller) with an Idempotency-Key, as order placement. The idempotency key stays while the same order is retried (a double tap, a lost
 * answer) and is new as soon as the order changes or was placed. Refreshes the seller's order lists and
 * figures and the slots' plates left. A refusal toasts the server's message. Offline (or behind other
 * waiting changes) the order waits in the kitchen's outbox with its key and is placed when the network
 * returns (D115): the mutation answers 'queued'.
 */
export function usePlacePhoneOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    // 'always': the kitchen's outbox decides what waits for the network (D115).
    networkMode: 'always',
    mutationFn: async (body: PhoneOrderBody) => {
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
      return (await sendOrQueue({ kind: 'phone', body }, { key: attempt.current.key })) as CreateOrderAnswer | 'queued';
    },
    onSuccess: (answer) => {
      attempt.current = null;
      if (answer === 'queued') return undefined;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: slotsKeys.all }),
      ]);
    },
  });
}
