import type { Kysely } from 'kysely';
import pg from 'pg';
import { DEFAULT_SERVICEABLE_PINCODES } from '@rasoi/domain/address';
import { loadConfig, type Config } from '@rasoi/server/config';
import { connectDatabase } from '@rasoi/server/db/connect';
import { migrateToLatest } from '@rasoi/server/db/migrate';
import type { Database } from '@rasoi/server/db/schema';
import { seedIfEmpty } from '@rasoi/server/db/seed';
import { toStoredTime } from '@rasoi/server/db/values';
import { startSession } from '@rasoi/server/modules/customers/auth/start-session';
import { newId } from '@rasoi/server/lib/crypto';

/** A customer ready to order: a bearer token and the id of a saved, serviceable address. */
export type BenchCustomer = { userId: string; token: string; addressId: string };

/** The config a bench process uses to reach the same database as the server it starts. */
export function benchConfig(dataDir: string, databaseUrl?: string): Config {
  return loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
}

/** Opens, migrates and seeds the database (what main.ts does at start), so fixtures can go in first. */
export async function prepareDatabase(config: Config): Promise<Kysely<Database>> {
  const db = connectDatabase(config);
  await migrateToLatest(db);
  await seedIfEmpty(db, new Date());
  return db;
}

/**
 * Creates `count` customers directly in the database, each with one serviceable address and a session
 * opened by the server's own helper (no SMS, so the one-time-code limits play no part), in one transaction.
 * Their mobile numbers count from `from` (default 0), so a second call with a later `from` adds others.
 */
export async function createCustomers(db: Kysely<Database>, count: number, from = 0): Promise<BenchCustomer[]> {
  const now = new Date();
  const created = toStoredTime(now);
  return db.transaction().execute(async (trx) => {
    const customers: BenchCustomer[] = [];
    for (let i = from; i < from + count; i += 1) {
      const userId = newId();
      const addressId = newId();
      await trx
        .insertInto('users')
        .values({
          id: userId,
          mobile: `8${String(i).padStart(9, '0')}`,
          role: 'customer',
          pin_hash: null,
          created_at: created,
        })
        .execute();
      await trx
        .insertInto('addresses')
        .values({
          id: addressId,
          user_id: userId,
          reciever_name: `Bench Customer ${i}`,
          reciever_mobile: `8${String(i).padStart(9, '0')}`,
          flat_number: String(100 + (i % 900)),
          tower_number: `T${i % 12}`,
          society: 'Bench Heights',
          locality: 'Sector 1',
          pincode: DEFAULT_SERVICEABLE_PINCODES[0]!,
          created_at: created,
        })
        .execute();
      customers.push({ userId, token: await startSession(trx, userId, now, 'customer'), addressId });
    }
    return customers;
  });
}

/** An order body any bench customer can place: the first shown, active thali and dish, one each. */
export async function orderableLines(db: Kysely<Database>) {
  const meal = await db
    .selectFrom('meals')
    .select('id')
    .where('is_show', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const dish = await db
    .selectFrom('dishes')
    .select('id')
    .where('is_show', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return { meals: [{ meal_id: meal.id, quantity: 1 }], dishes: [{ dish_id: dish.id, quantity: 1 }] };
}

/** The admin URL of the PostgreSQL server the benches may use (a database of their own is created in it). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Creates a fresh PostgreSQL database for one run; returns its URL and a function that drops it. */
export async function createPgDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether the bench's PostgreSQL server answers. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The engines a bench runs on: BENCH_ENGINES (default `sqlite,postgres`), PostgreSQL left out with a
 * warning when its server does not answer (BENCH_PG_URL).
 */
export async function benchEngines(): Promise<('sqlite' | 'postgres')[]> {
  const asked = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
  const engines: ('sqlite' | 'postgres')[] = asked.includes('sqlite') ? ['sqlite'] : [];
  if (!asked.includes('postgres')) return engines;
  if (await postgresAvailable()) engines.push('postgres');
  else console.warn('\nPostgreSQL not reachable (BENCH_PG_URL): skipping the PostgreSQL runs');
  return engines;
}
