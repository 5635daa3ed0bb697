import type { Kysely } from 'kysely';

/**
 * New customers a seller's phone orders make (issue 30 finding 8, docs/decisions/0079): `users.added_by`
 * is the seller whose phone order created the customer (null for a customer who signed up, and for
 * every customer before this migration), and `users(added_by, created_at)` finds the ones a seller made
 * in the last minute without reading the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('added_by', 'text').execute();
  await db.schema.createIndex('users_added_by_created').on('users').columns(['added_by', 'created_at']).execute();
}

/** Drops the index and the column `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_added_by_created').execute();
  await db.schema.alterTable('users').dropColumn('added_by').execute();
}
