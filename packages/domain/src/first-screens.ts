/**
 * The pages the server writes with their first screen (issue 29, D117): those that read the same for every
 * visitor, the menu and the tiffin plans. The web app's renderer writes them (apps/web/src/entry-server.tsx)
 * and the server answers them on routes of their own (apps/server/src/plugins/web-app.ts).
 */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/', '/full-menu', '/plans'];

/**
 * The pages of one signed-in customer the server writes for them (D118), as route patterns (`:name` one
 * path segment): My Orders, an order's tracking, My Tiffin and the household account. Written only when
 * the request carries the session's cookie (SESSION_COOKIE), never kept for another request.
 */
export const CUSTOMER_SCREEN_PATTERNS: readonly string[] = [
  '/profile/orders',
  '/orders/:orderId',
  '/tiffin',
  '/account',
];

/**
 * The cookie in which the web app keeps a copy of its bearer token for the server's page renderer (D118):
 * the API never reads it (a call is authorised by its Authorization header only, so a cross-site form
 * cannot act with it); the renderer sends it back to the API as that header, for the page's reads.
 */
export const SESSION_COOKIE = 'rasoi_session';

/**
 * Whether `pathname` is one of a customer's own pages the server writes for them (`CUSTOMER_SCREEN_PATTERNS`,
 * matched segment by segment, a trailing slash allowed). For the service worker, which asks the network for
 * these pages first (D118); the menu pages it answers with its shell, as they read the same for everyone
 * and a signed-in customer's would be written for a visitor.
 */
export function isCustomerScreen(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = path.split('/');
  return CUSTOMER_SCREEN_PATTERNS.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
}
