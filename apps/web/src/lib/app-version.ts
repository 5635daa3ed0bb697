declare const __APP_VERSION__: string;

/**
 * The release's version, e.g. '1.0.3' (spec 1, 9): the root package.json's, written in by the build's
 * `define` (apps/web/vite.config.ts; vitest.config.ts for the web tests), so a release changes it in one
 * place (`npm run release`, issue 13).
 */
export const APP_VERSION: string = __APP_VERSION__;
