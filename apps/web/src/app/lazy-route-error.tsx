import { Suspense } from 'react';
import { useRouteError } from 'react-router';
import { lazyNamed } from '../ui/lazy-named.ts';
import { LoadFailure } from './load-failure.tsx';
import { isLoadFailure } from './stale-build.ts';

const Screen = lazyNamed(() => import('./route-error.tsx'), 'RouteError');

/**
 * The router's error element. A page or overlay whose code did not load (a release replaced the build
 * the open app came from, or the device is offline) gets LoadFailure, which recovers by reloading
 * (issue 13, D43); any other error gets the error screen (route-error.tsx), loaded when a route fails:
 * rare, so not in the first load (issue 6).
 */
export function RouteError() {
  const error = useRouteError();
  if (isLoadFailure(error)) return <LoadFailure />;
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
