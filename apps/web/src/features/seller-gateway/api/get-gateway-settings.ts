import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewaySettingsData } from '@rasoi/domain/payment-gateway';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `GET /payments/gateway/settings` (issue 27 part 2, D100; seller): the Razorpay key id, whether the key
 * secret and the webhook secret are set (never the secrets), whether online payment is offered (all three
 * set), and the webhook's address to give Razorpay.
 */
export async function getGatewaySettings(signal?: AbortSignal): Promise<GatewaySettingsData> {
  const answer = await callApi('GET /payments/gateway/settings', { signal });
  return answer.data;
}

export const gatewaySettingsQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.gatewaySettings(), queryFn: ({ signal }) => getGatewaySettings(signal) });

export function useGatewaySettings() {
  return useQuery(gatewaySettingsQueryOptions());
}
