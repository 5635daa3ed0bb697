import { config } from 'zod/v4/core';

/**
 * Makes every schema check without compiling code at run time (issue 17). Otherwise zod probes `new Function`
 * once, on the first object it parses; under the web app's content security policy (no 'unsafe-eval',
 * docs/security.md 'Headers') the browser reports that probe as a policy violation although zod catches the
 * error (Lighthouse best practices: a 'Content security policy' issue with no source). The web app calls this
 * once at start, before any schema parses; the server does not (it has no such policy and keeps the faster
 * compiled checks). Takes nothing, returns nothing.
 */
export function checkSchemasWithoutEval(): void {
  config({ jitless: true });
}
