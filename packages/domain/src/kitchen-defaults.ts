/**
 * What a kitchen shows before the seller names it (issue 13, D40), in a module without zod so the web
 * app's first load can show the name while GET /kitchen is on its way.
 */

/** The name a fresh install shows until the seller names the kitchen. */
export const DEFAULT_KITCHEN_NAME = 'Rasoi';
/** The one-line description a fresh install shows. */
export const DEFAULT_KITCHEN_DESCRIPTION = 'Taste of Home';
