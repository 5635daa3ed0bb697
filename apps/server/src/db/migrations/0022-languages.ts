import type { Kysely } from 'kysely';

/**
 * Languages outside a request (issue 16, D62):
 * - `push_subscriptions.locale`: the language ('en' | 'hi') of the app on the device that saved the
 *   subscription (its request's Accept-Language); a push to that device is written in it. Devices saved
 *   before this are English until the app saves them again (it does on every start);
 * - `kitchen_settings.language`: the kitchen's language ('en' | 'hi'), that of the shared menu picture,
 *   its link previews and the installed app's manifest. English until the seller chooses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kitchen_settings').dropColumn('language').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('locale').execute();
}
