import rootPackage from '../../../../package.json' with { type: 'json' };

/**
 * The release's version, e.g. '1.0.3': the root package.json's (issue 13; `npm run release` raises it),
 * bundled into the server's build. Answered by GET /health and in the API reference's info.version.
 */
export const APP_VERSION: string = rootPackage.version;
