import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankSmsSettingsData } from '@rasoi/domain/bank-sms-settings';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `GET /payments/sms/settings` (issue 27, D97; seller): the kitchen's bank senders (bank parts, 'HDFCBK'),
 * whether the phone's signing key is set (never the key), the address the phone forwards to, and whether
 * this server's SMS gateway is the phone.
 */
export async function getBankSmsSettings(signal?: AbortSignal): Promise<BankSmsSettingsData> {
  const answer = await callApi('GET /payments/sms/settings', { signal });
  return answer.data;
}

export const bankSmsSettingsQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.bankSmsSettings(), queryFn: ({ signal }) => getBankSmsSettings(signal) });

export function useBankSmsSettings() {
  return useQuery(bankSmsSettingsQueryOptions());
}
