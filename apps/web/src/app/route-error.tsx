import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@rasoi/domain/messages';
import { paths } from '../lib/paths.ts';

/**
 * The router's error screen (spec 1): 'Unexpected Application Error!' with the status code and text
 * of a route error (e.g. '404 Not Found'), or the message of a thrown error.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="font-display text-3xl font-bold text-ink">{MESSAGES.routerError}</h1>
      <p className="text-lg text-primary-dark italic">{detail}</p>
      {/* A plain link reloads the app from a clean state, which is what an error screen needs. */}
      <a
        href={paths.home}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white"
      >
        {MESSAGES.goHome}
      </a>
    </main>
  );
}
