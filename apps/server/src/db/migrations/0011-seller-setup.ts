import type { Kysely } from 'kysely';

/**
 * The seller's first-start setup (issue 13, docs/decisions/0041), two flags on the seller's row:
 * - `users.pin_generated`: 1 while the PIN is the one the server made up and printed at first start;
 *   the setup then asks for a new PIN. Any PIN change clears it.
 * - `users.setup_due`: 1 from the seller's creation on a fresh install until the setup (the kitchen's
 *   name, phone and pincodes) is finished.
 * Sellers who exist before this migration have run their kitchen already: both stay 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pin_generated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('setup_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the columns `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('setup_due').execute();
  await db.schema.alterTable('users').dropColumn('pin_generated').execute();
}
