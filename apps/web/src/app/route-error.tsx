import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../lib/paths.ts';

/** An HTTP status a route answers with, as data mode's router made one for an unknown path (404 'Not Found'). */
export type RouteStatus = { status: number; statusText: string };

const isRouteStatus = (error: unknown): error is RouteStatus =>
  typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;

/**
 * The router's error screen (spec 1): 'Unexpected Application Error!' with the status code and text
 * of a route status (e.g. '404 Not Found'), or the message of a thrown error.
 */
export function RouteError({ error }: { error: unknown }) {
  // The unknown path's '404 Not Found' is written in the person's language (issue 16, D62); `statusText` is
  // the HTTP reason phrase, data like the status.
  const detail = isRouteStatus(error)
    ? error.status === 404
      ? m.notFoundDetail()
      : `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="font-display text-3xl font-bold text-ink">{m.routerError()}</h1>
      <p className="text-lg text-primary-dark italic">{detail}</p>
      {/* A plain link reloads the app from a clean state, which is what an error screen needs. */}
      <a
        href={paths.home}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white"
      >
        {m.goHome()}
      </a>
    </main>
  );
}
