import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppSettingsData, WhatsAppSettingsPatch } from '@rasoi/domain/whatsapp';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** `GET /notifications/whatsapp/settings` (seller, D101): the settings, the token only as set or not. */
export async function getWhatsAppSettings(signal?: AbortSignal): Promise<WhatsAppSettingsData> {
  const answer = await callApi('GET /notifications/whatsapp/settings', { signal });
  return answer.data;
}

export const whatsAppSettingsQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.whatsApp(), queryFn: ({ signal }) => getWhatsAppSettings(signal) });

export function useWhatsAppSettings() {
  return useQuery(whatsAppSettingsQueryOptions());
}

/** `PATCH /notifications/whatsapp/settings`: saves what the patch names; answers the settings, without the token. */
export async function updateWhatsAppSettings(patch: WhatsAppSettingsPatch): Promise<WhatsAppSettingsData> {
  const answer = await callApi('PATCH /notifications/whatsapp/settings', { body: patch });
  return answer.data;
}

/** Saves a change and keeps the answer as the settings read. */
export function useUpdateWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsAppSettings,
    onSuccess: (settings) => queryClient.setQueryData(sellerKeys.whatsApp(), settings),
  });
}
