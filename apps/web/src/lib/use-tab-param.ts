import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab of a page, kept in the URL's search parameter `name` (issue 12, D38), so a reload or a
 * shared link opens the same tab. Takes the parameter's name and the tabs' values, the first being the
 * default (left out of the URL); returns the open tab (the default for a missing or unknown value) and a
 * setter. Switching tabs replaces the history entry: Back leaves the page rather than stepping through
 * its tabs. Other parameters (an open sheet's) are kept.
 */
export function useTabParam<T extends string>(name: string, values: readonly T[]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const open = values.find((value) => value === raw) ?? values[0]!;
  const first = values[0];
  const select = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === first) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, name, first],
  );
  return [open, select];
}
