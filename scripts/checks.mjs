// The static checks `npm test` starts with: the type check of every workspace, ESLint and Prettier, run as
// many at once as the machine has cores instead of one after another (each waits on files as much as on
// the CPU). Expects the messages compiled (`npm run i18n`). Exits non-zero when any fails.
import { runLanes } from './run-lanes.mjs';
import { TYPECHECKS } from './typecheck.mjs';

await runLanes([['npx', 'eslint', '.'], ...TYPECHECKS, ['npx', 'prettier', '--check', '.']]);
