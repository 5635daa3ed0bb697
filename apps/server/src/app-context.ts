import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { GroupCommit } from './db/group-commit.ts';
import type { Database } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';

/**
 * What every route, flow and module action receives from `buildApp` (app.ts): settings, the database and
 * the outside services. Passed as plugin options instead of decorators so each use is typed and visible.
 *
 * The core is declared here; each service is declared by the module that makes it, which adds its member
 * to `AppServices` (declaration merging): `sms` (customers/auth/sms/gateway.ts), `orderEvents` and
 * `liveStreams` (live/events), `push` (live/notifications), `imageWork` (catalogue/assets),
 * `kitchenSettings` (kitchen). So this file, which every layer imports, imports no module (only config,
 * db/ and lib/) and nothing leans back up (docs/architecture.md 'Server layers', D82).
 */
export type AppContext = CoreContext & AppServices;

/** What the app itself holds: settings, database, the shared commit, the clock. */
export type CoreContext = {
  config: Config;
  db: Kysely<Database>;
  /** Write transactions that may share one commit (orders; docs/decisions/0024). */
  groupCommit: GroupCommit;
  now: Clock;
};

/** The modules' services, one member per service, each added by its module (see above). */
// Declaration merging needs an interface (as Fastify's own decorations do).
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface AppServices {}
