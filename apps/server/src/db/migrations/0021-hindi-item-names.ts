import type { Kysely } from 'kysely';

/**
 * Hindi names and descriptions (issue 16, D62): `dishes` and `meals` (thalis) each get a nullable
 * `name_hi` and `description_hi`, the seller's own Hindi texts, shown to customers who choose Hindi;
 * null means none (the English is shown). Items stored before this migration have none. One column per
 * statement: SQLite adds one column per ALTER TABLE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dishes', 'meals']) {
    await db.schema.alterTable(table).addColumn('name_hi', 'text').execute();
    await db.schema.alterTable(table).addColumn('description_hi', 'text').execute();
  }
}

/** Drops the columns `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meals', 'dishes']) {
    await db.schema.alterTable(table).dropColumn('description_hi').execute();
    await db.schema.alterTable(table).dropColumn('name_hi').execute();
  }
}
