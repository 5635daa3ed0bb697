import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import type { PlanReminders } from '@rasoi/domain/subscriptions';
import { callApi } from '../../../api/client.ts';
import { ensurePushRegistered } from '../../../api/ensure-push.ts';
import { subscriptionsKeys } from '../../../api/query-keys.ts';
import { toast } from '../../../lib/toast.ts';

/** `GET /plan-reminders` (issue 26, docs/decisions/0095): the household's choice, off until chosen. */
export async function getPlanReminders(signal?: AbortSignal): Promise<PlanReminders> {
  const answer = await callApi('GET /plan-reminders', { signal });
  return answer.data.reminders;
}

export const planRemindersQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.reminders, queryFn: ({ signal }) => getPlanReminders(signal) });

/** The household's choice of reminders; only fetched while logged in. */
export function usePlanReminders(enabled: boolean) {
  return useQuery({ ...planRemindersQueryOptions(), enabled });
}

/** `PATCH /plan-reminders`: turns the evening-before reminder on or off; answers the choice as stored. */
export async function setPlanReminders(eveningBefore: boolean): Promise<PlanReminders> {
  const answer = await callApi('PATCH /plan-reminders', { body: { evening_before: eveningBefore } });
  return answer.data.reminders;
}

/**
 * Changes the choice. Shown at once (the switch moves on the tap, optimistic) and put back with a toast if
 * the server refuses. Turning it on also runs the push flow from the tap (permission, this device saved):
 * a reminder needs a device to go to, and browsers ask for permission only after a gesture.
 */
export function useSetPlanReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eveningBefore: boolean) => {
      if (eveningBefore) void ensurePushRegistered();
      return setPlanReminders(eveningBefore);
    },
    onMutate: async (eveningBefore) => {
      await queryClient.cancelQueries({ queryKey: subscriptionsKeys.reminders });
      const before = queryClient.getQueryData<PlanReminders>(subscriptionsKeys.reminders);
      queryClient.setQueryData<PlanReminders>(subscriptionsKeys.reminders, { evening_before: eveningBefore });
      return { before };
    },
    onSuccess: (reminders) => queryClient.setQueryData(subscriptionsKeys.reminders, reminders),
    onError: (_error, _eveningBefore, context) => {
      if (context?.before) queryClient.setQueryData(subscriptionsKeys.reminders, context.before);
      void toast.error(m.tiffinRemindersSaveFailed());
    },
  });
}
