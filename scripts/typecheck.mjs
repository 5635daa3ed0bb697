// `npm run typecheck`: the TypeScript check of every workspace (the repository's own scripts and configs,
// the domain, the server, the web app, the journeys), as many at once as the machine has cores (D90).
import { runLanes } from './run-lanes.mjs';

/** The projects, each a `tsc -p` of its own. */
export const TYPECHECKS = ['tsconfig.json', 'packages/domain', 'apps/server', 'apps/web', 'e2e'].map((project) => [
  'npx',
  'tsc',
  '-p',
  project,
]);

if (import.meta.url === `file://${process.argv[1]}`) await runLanes(TYPECHECKS);
