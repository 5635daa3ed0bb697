import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { isToasterWanted, onToasterWanted, preloadToasts } from '../lib/toast.ts';
import { useLoaded } from '../ui/use-loaded.ts';

const loadToaster = () => import('./app-toaster.tsx');

/** Toasts answer what a person does: the toaster's code is fetched at their first tap or key press. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Mounts the toaster once a toast is wanted (issue 6: the toaster is not part of the first visit's
 * download). Its code is fetched at the first tap or key press, so the toast that tap leads to shows at
 * once, and a visit that only looks costs nothing; mounting waits for that first toast.
 */
function LazyToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, isToasterWanted);
  const [touched, setTouched] = useState(false);
  const toaster = useLoaded(loadToaster, touched || wanted);
  useEffect(() => {
    const preload = () => {
      void preloadToasts();
      setTouched(true);
    };
    FIRST_INPUT.forEach((type) => window.addEventListener(type, preload, { once: true, passive: true }));
    return () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, preload));
  }, []);
  return wanted && toaster ? <toaster.AppToaster /> : null;
}

/** The app's providers: the one query client and the toaster (app-toaster.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
