import { lazy, Suspense } from 'react';

const Screen = lazy(async () => ({ default: (await import('./route-error.tsx')).RouteError }));

/** The router's error screen (route-error.tsx), loaded when a route fails: rare, so not in the first load (issue 6). */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
