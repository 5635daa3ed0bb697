import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { DEFAULT_KITCHEN_TIME_ZONE } from '@rasoi/domain/constants';
import { callApi } from './client.ts';
import { kitchenKeys } from './query-keys.ts';

/** `GET /kitchen` (docs/decisions/p04): whether the kitchen takes orders now, and its public settings. Anyone may read it. */
export async function getKitchen(signal?: AbortSignal): Promise<KitchenData> {
  const answer = await callApi('GET /kitchen', { signal });
  return answer.data;
}

export const kitchenQueryOptions = () =>
  queryOptions({ queryKey: kitchenKeys.all, queryFn: ({ signal }) => getKitchen(signal) });

/**
 * The kitchen's query itself, with its loading and error states: the seller's switch, settings, setup and
 * profile pages wait on it (the one fetcher of `GET /kitchen`, D83; one cache entry, docs/decisions/p04).
 */
export function useKitchenQuery() {
  return useQuery(kitchenQueryOptions());
}

/** The kitchen's answer (open flag and settings, issue 13, D40), undefined until it has answered. */
export function useKitchen(): KitchenData | undefined {
  return useQuery(kitchenQueryOptions()).data;
}

/**
 * The kitchen's IANA time zone (GET /kitchen `time_zone`, the server's KITCHEN_TIMEZONE): every date and
 * time the app shows is on the kitchen's clock, whatever the phone's own zone (issue 30,
 * docs/decisions/0080). Until the kitchen has answered, the default kitchen zone (Asia/Kolkata), never
 * the phone's.
 */
export function useKitchenTimeZone(): string {
  return useKitchen()?.time_zone ?? DEFAULT_KITCHEN_TIME_ZONE;
}

/**
 * True unless the server says the kitchen is closed: while loading, or when the call fails, the
 * kitchen counts as open (spec 3 'kitchenOpen (default true)'), so a slow call never hides the menu.
 */
export function useKitchenOpen(): boolean {
  const { data } = useQuery(kitchenQueryOptions());
  return data?.is_open ?? true;
}

/**
 * The pincodes the kitchen delivers to, from GET /kitchen (issue 12: the server's setting, never a
 * copy in web code); undefined until the kitchen has answered.
 */
export function useServiceablePincodes(): readonly string[] | undefined {
  const { data } = useQuery(kitchenQueryOptions());
  return data?.serviceable_pincodes;
}
