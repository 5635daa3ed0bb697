import type { Kysely } from 'kysely';

/**
 * Stream limits (issue 11, docs/decisions/0030): `open_streams` holds one row per open event
 * stream, on whichever instance it is, so the caps per session and per user hold across instances.
 * Each instance refreshes its rows' `seen_at` on every heartbeat; a row not refreshed for a while
 * belongs to an instance that stopped without closing its streams and no longer counts. Tickets
 * need no new column: a ticket is deleted as it is used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('open_streams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('open_streams_user').on('open_streams').columns(['user_id', 'seen_at']).execute();
  await db.schema.createIndex('open_streams_session').on('open_streams').column('session_id').execute();
  await db.schema.createIndex('open_streams_instance').on('open_streams').columns(['instance_id', 'id']).execute();
  await db.schema.createIndex('open_streams_seen').on('open_streams').column('seen_at').execute();
}

/** Drops the table `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('open_streams').execute();
}
