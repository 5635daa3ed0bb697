import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GatewaySettingsData, GatewaySettingsPatch } from '@rasoi/domain/payment-gateway';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `PATCH /payments/gateway/settings` (issue 27 part 2, D100; seller): the key id, the key secret and/or the
 * webhook secret, each null to remove it; a field left out keeps its value. Answers the settings as stored,
 * the secrets only as set or not. Throws ApiError with the server's sentence for a bad key id or secret, or
 * an empty patch (400).
 */
export async function updateGatewaySettings(patch: GatewaySettingsPatch): Promise<GatewaySettingsData> {
  const answer = await callApi('PATCH /payments/gateway/settings', { body: patch });
  return answer.data;
}

/**
 * Saves a change and puts the stored settings in the cache, so the page shows what the server kept; a
 * refusal is said in the form that asked (no toast).
 */
export function useUpdateGatewaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGatewaySettings,
    onError: () => undefined,
    onSuccess: (settings) => queryClient.setQueryData(sellerKeys.gatewaySettings(), settings),
  });
}
