import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '@rasoi/domain/i18n/messages';
import type { WhatsAppOptInData } from '@rasoi/domain/whatsapp';
import { callApi } from '../../../api/client.ts';
import { whatsAppKeys } from '../../../api/query-keys.ts';
import { toast } from '../../../lib/toast.ts';

/** `GET /users/whatsapp` (issue 27 part 3, D101): the caller's choice, off until chosen, and whether the kitchen sends any. */
export async function getWhatsAppOptIn(signal?: AbortSignal): Promise<WhatsAppOptInData> {
  const answer = await callApi('GET /users/whatsapp', { signal });
  return answer.data;
}

export const whatsAppOptInQueryOptions = () =>
  queryOptions({ queryKey: whatsAppKeys.optIn, queryFn: ({ signal }) => getWhatsAppOptIn(signal) });

/** The caller's WhatsApp receipts choice; only fetched while logged in. */
export function useWhatsAppOptIn(enabled: boolean) {
  return useQuery({ ...whatsAppOptInQueryOptions(), enabled });
}

/**
 * `PATCH /users/whatsapp`: turns WhatsApp receipts on or off; the server keeps the app's language (sent as
 * Accept-Language) for the messages. Answers the choice as stored.
 */
export async function setWhatsAppOptIn(on: boolean): Promise<WhatsAppOptInData> {
  const answer = await callApi('PATCH /users/whatsapp', { body: { whatsapp_receipts: on } });
  return answer.data;
}

/**
 * Changes the choice: the switch moves on the tap (optimistic), a toast says what now happens, and a refusal
 * puts it back with a toast.
 */
export function useSetWhatsAppOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWhatsAppOptIn,
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: whatsAppKeys.optIn });
      const before = queryClient.getQueryData<WhatsAppOptInData>(whatsAppKeys.optIn);
      if (before) queryClient.setQueryData<WhatsAppOptInData>(whatsAppKeys.optIn, { ...before, whatsapp_receipts: on });
      return { before };
    },
    onSuccess: (choice) => {
      queryClient.setQueryData(whatsAppKeys.optIn, choice);
      void toast.success(choice.whatsapp_receipts ? m.whatsAppReceiptsOn() : m.whatsAppReceiptsOff());
    },
    onError: (_error, _on, context) => {
      if (context?.before) queryClient.setQueryData(whatsAppKeys.optIn, context.before);
      void toast.error(m.whatsAppSaveFailed());
    },
  });
}
