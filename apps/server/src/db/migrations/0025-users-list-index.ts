import type { Kysely } from 'kysely';

/**
 * The seller's users list (issue 17): customers newest first by (created_at, id). `users(role,
 * created_at, id)` hands them over in that order without sorting every customer in a temporary b-tree.
 * Users are written at sign-up, not when an order is placed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_role_created_id').on('users').columns(['role', 'created_at', 'id']).execute();
}

/** Drops the index `up` made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_role_created_id').execute();
}
