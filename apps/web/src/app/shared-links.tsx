import { Navigate, useParams } from 'react-router';
import { overlayHref } from '../lib/overlay-url.ts';
import { paths } from '../lib/paths.ts';

/**
 * Where a shared link lands in the app (issue 15, D58). The links exist for their chat previews (the
 * server puts the Open Graph tags in their page); in the app, today's menu is the home page and a
 * shared thali or dish is the home page with its detail open.
 */
export function SharedMenuRedirect() {
  return <Navigate to={paths.home} replace />;
}

/** A shared thali or dish ('/dish/:id'): the home page with its detail overlay open. */
export function SharedItemRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={overlayHref(paths.home, 'dish', { dishId: id })} replace />;
}
