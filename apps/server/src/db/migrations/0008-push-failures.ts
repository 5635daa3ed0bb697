import type { Kysely } from 'kysely';

/**
 * Push subscriptions that keep failing are dropped (issue 11, docs/decisions/0034):
 * `push_subscriptions.failures` counts the consecutive failed pushes to an endpoint (reset by a
 * delivered one), so the count holds across instances and restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Undoes `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('failures').execute();
}
