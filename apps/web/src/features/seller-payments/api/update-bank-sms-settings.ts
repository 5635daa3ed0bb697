import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankSmsSettingsData, BankSmsSettingsPatch } from '@rasoi/domain/bank-sms-settings';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `PATCH /payments/sms/settings` (issue 27, D97; seller): the bank senders, the signing key (null removes
 * it), or both; a field left out keeps its value. Answers the settings as stored (senders as bank parts,
 * the key only as set or not). Throws ApiError with the server's sentence for a bad sender or key (400).
 */
export async function updateBankSmsSettings(patch: BankSmsSettingsPatch): Promise<BankSmsSettingsData> {
  const answer = await callApi('PATCH /payments/sms/settings', { body: patch });
  return answer.data;
}

/**
 * Saves a change and puts the stored settings in the cache, so the page shows what the server kept; a
 * refusal is said in the section that asked (no toast).
 */
export function useUpdateBankSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankSmsSettings,
    onError: () => undefined,
    onSuccess: (settings) => queryClient.setQueryData(sellerKeys.bankSmsSettings(), settings),
  });
}
