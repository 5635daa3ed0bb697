import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitchenNoticeData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { callApi } from './client.ts';
import { kitchenKeys, kitchenNoticeKeys, slotsKeys } from './query-keys.ts';
import { toast, toastError } from '../lib/toast.ts';

/**
 * `POST /kitchen/notify-me` (issue 'The kitchen's day'): one push when the closed kitchen opens. Answers
 * whether the caller now waits (false: the kitchen is open already). Asking again changes nothing.
 */
export async function requestKitchenNotice(): Promise<KitchenNoticeData> {
  const answer = await callApi('POST /kitchen/notify-me', { body: {} });
  return answer.data;
}

/** What 'Notify me' shows after the tap: the server's answer and whether this device can be pushed to. */
export type KitchenNotice = KitchenNoticeData & { pushOn: boolean };

/** The caller's 'Notify me' answer from this visit, undefined before the tap (never fetched on its own). */
export function useKitchenNotice(): KitchenNotice | undefined {
  return useQuery<KitchenNotice>({ queryKey: kitchenNoticeKeys.mine, queryFn: skipToken }).data;
}

/**
 * What the customer waits for: the closed kitchen to open, or (the kitchen open, every meal slot full,
 * closed or past; issue 14) a slot with room. The server decides which from the kitchen's state; the
 * screen only picks its texts and what to refetch when it turns out nobody need wait.
 */
export type NoticeAwaits = 'opening' | 'room';

/**
 * 'Notify me': `ensurePush` first (the push flow: the promise is empty without a subscription), then the
 * request; the answer is kept for the screen. When nobody need wait (the kitchen turned out to be open,
 * or a slot has room), says so and refetches the kitchen or the slots, which brings the menu or the
 * slot back. A failure toasts the server's sentence.
 */
export function useRequestKitchenNotice(ensurePush: () => Promise<boolean>, awaits: NoticeAwaits = 'opening') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<KitchenNotice> => {
      const pushOn = await ensurePush();
      return { ...(await requestKitchenNotice()), pushOn };
    },
    onSuccess: (notice) => {
      queryClient.setQueryData(kitchenNoticeKeys.mine, notice);
      if (notice.subscribed) return;
      if (awaits === 'room') {
        void toast.success(m.slotRoomMeanwhile());
        void queryClient.invalidateQueries({ queryKey: slotsKeys.all });
        return;
      }
      void toast.success(m.kitchenOpenedMeanwhile());
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.all });
    },
    onError: (error) => toastError(error),
  });
}
