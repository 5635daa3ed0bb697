import { Suspense } from 'react';
import { lazyNamed } from '../ui/lazy-named.ts';
import { LoadFailure } from './load-failure.tsx';
import type { RouteStatus } from './route-error.tsx';
import { isLoadFailure } from './stale-build.ts';

const Screen = lazyNamed(() => import('./route-error.tsx'), 'RouteError');

/**
 * What an unknown path answers (the `*` route of app/router.tsx), as data mode's router did; the error
 * screen writes '404 Not Found' in the person's language (route-error.tsx).
 */
// eslint-disable-next-line no-restricted-syntax -- the HTTP reason phrase, data like the status
export const NOT_FOUND: RouteStatus = { status: 404, statusText: 'Not Found' };

/**
 * What a route shows instead of its page when it failed (route-error-boundary.tsx) or its path is unknown
 * (NOT_FOUND). A page or overlay whose code did not load (a release replaced the build the open app came
 * from, or the device is offline) gets LoadFailure, which recovers by reloading (issue 13, D43); any other
 * error gets the error screen (route-error.tsx), loaded when a route fails: rare, so not in the first
 * load (issue 6).
 */
export function RouteError({ error }: { error: unknown }) {
  if (isLoadFailure(error)) return <LoadFailure />;
  return (
    <Suspense fallback={null}>
      <Screen error={error} />
    </Suspense>
  );
}
