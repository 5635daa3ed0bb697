import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { callApi } from '../../../api/client.ts';
import { subscriptionsKeys } from '../../../api/query-keys.ts';

/**
 * One change of a subscription (issue 26, docs/decisions/0091), each its own route: skip the meal of a day
 * or undo that skip, pause from one day until another (both included), resume, end. Every one closes at
 * the meal's skip cut-off; a refusal (409) is the server's sentence naming why and by when.
 */
export type SubscriptionChange =
  | { kind: 'skip'; day: string; skip: boolean }
  | { kind: 'pause'; from: string; until: string }
  | { kind: 'resume' }
  | { kind: 'end' };

/** Sends one change; answers the subscription as it is after it. */
export async function changeSubscription(id: string, change: SubscriptionChange): Promise<Subscription> {
  const params = { id };
  const answer =
    change.kind === 'skip'
      ? await callApi('POST /subscriptions/:id/skip', { params, body: { day: change.day, skip: change.skip } })
      : change.kind === 'pause'
        ? await callApi('POST /subscriptions/:id/pause', { params, body: { from: change.from, until: change.until } })
        : change.kind === 'resume'
          ? await callApi('POST /subscriptions/:id/resume', { params, body: {} })
          : await callApi('POST /subscriptions/:id/end', { params, body: {} });
  return answer.data.subscription;
}

/**
 * Changes one subscription. The answer replaces it in the cached list at once (the calendar shows the new
 * state without a second read), then the list is read again. A refusal is not toasted: the card shows the
 * server's sentence beside the control (`error.message`), so it stays while the person reads it.
 */
export function useChangeSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => changeSubscription(id, change),
    onSuccess: (subscription) => {
      queryClient.setQueryData<Subscription[]>(subscriptionsKeys.all, (list) =>
        list?.map((one) => (one._id === subscription._id ? subscription : one)),
      );
      return queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all });
    },
    // Replaces the default toast (query-client.ts): the card shows the refusal itself.
    onError: () => undefined,
  });
}
