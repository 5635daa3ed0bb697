import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import type { KitchenSettingsPatch } from '@rasoi/domain/kitchen-settings';
import { callApi } from '../../../api/client.ts';
import { kitchenKeys } from '../../../api/query-keys.ts';

/** `PATCH /kitchen/settings` (issue 13, D40): changes the settings the body names; answers the whole kitchen. */
export async function updateKitchenSettings(body: KitchenSettingsPatch): Promise<KitchenData> {
  const answer = await callApi('PATCH /kitchen/settings', { body });
  return answer.data;
}

/**
 * Saves the kitchen's settings and puts the answer in the kitchen query, so this app shows them at
 * once (other open apps hear `kitchen.changed` on their stream). A refusal toasts the server's message.
 */
export function useUpdateKitchenSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKitchenSettings,
    onSuccess: (kitchen) => queryClient.setQueryData(kitchenKeys.all, kitchen),
  });
}
