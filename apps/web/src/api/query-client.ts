import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS } from '@rasoi/domain/constants';
import { toastError } from '../lib/toast.ts';

/** The app's one query client: fresh 5 min, kept 10 min, no refetch on focus; mutation failures toast (spec 7, 8). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS, refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false, onError: (error) => toastError(error) },
  },
});
