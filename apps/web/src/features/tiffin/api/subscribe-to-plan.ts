import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, EntryAt } from '@rasoi/domain/contract';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { callApi } from '../../../api/client.ts';
import { accountKeys, subscriptionsKeys } from '../../../api/query-keys.ts';

/**
 * What the subscribe form sends (`POST /subscriptions`, issue 26, D91): plan, start day, tiffins, address,
 * pay, and diet notes as an order carries them (left out: none).
 */
export type SubscribeInput = BodyOf<EntryAt<'POST /subscriptions'>>;

/**
 * `POST /subscriptions` with an Idempotency-Key (D91): a repeated key answers the first subscription (200),
 * so a double tap or a retry after a lost answer makes one. Answers the subscription.
 */
export async function subscribeToPlan(body: SubscribeInput, idempotencyKey: string): Promise<Subscription> {
  const answer = await callApi('POST /subscriptions', { body, idempotencyKey });
  return answer.data.subscription;
}

/**
 * Subscribes from the form. The idempotency key stays while the same body is retried and is new as soon
 * as the form's choices change (as phone orders keep theirs). On success the subscriptions and the account
 * are read again. A refusal is not toasted: the form shows the server's sentence (`error.message`) above
 * its button.
 */
export function useSubscribeToPlan() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: SubscribeInput) => {
      const fingerprint = JSON.stringify(body);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
      return subscribeToPlan(body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]);
    },
    // Replaces the default toast (query-client.ts): the form shows the refusal itself.
    onError: () => undefined,
  });
}
