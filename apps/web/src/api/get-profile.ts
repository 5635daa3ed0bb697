import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { profileKeys } from './query-keys.ts';

/** `GET /users/profile` (spec 7, bearer): the logged-in customer with their coupons. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const answer = await callApi('GET /users/profile', { signal });
  return answer.data.user;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: ({ signal }) => getProfile(signal) });

/** The caller's profile; only fetched while logged in. */
export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
