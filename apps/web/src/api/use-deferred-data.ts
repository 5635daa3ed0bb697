import { useDeferredValue } from 'react';

/**
 * A query's data for a long list, handed to the page in a transition (issue 6): when the menu arrives,
 * React renders its rows in short slices instead of one long task that blocks taps. Until the deferred
 * data catches up the list still counts as loading, so its skeleton stays rather than an empty state.
 * Takes the query's `data` and `isPending`; returns the deferred data and whether to show the skeleton.
 */
export function useDeferredData<T>(query: { data: T | undefined; isPending: boolean }): {
  data: T | undefined;
  pending: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, pending: data === undefined && (query.isPending || query.data !== undefined) };
}
