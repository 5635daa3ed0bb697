import { Suspense } from 'react';
import { lazyNamed } from '../ui/lazy-named.ts';

const Screen = lazyNamed(() => import('./route-error.tsx'), 'RouteError');

/** The router's error screen (route-error.tsx), loaded when a route fails: rare, so not in the first load (issue 6). */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
