import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed.ts';
import type { SmsGateway } from '../features/auth/sms-gateway.ts';

/** The SMS provider's stand-in: keeps every message so a test can read the code it carried. */
export type RecordingSms = SmsGateway & {
  messages: { mobile: string; text: string }[];
  /** The digits of the newest code sent to this number; throws if none was sent. */
  lastCode(mobile: string): string;
};

/** A clock tests can move forward; starts at the real time. */
export type TestClock = { now: () => Date; advance(ms: number): void };

export type TestApp = {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  sms: RecordingSms;
  clock: TestClock;
  engine: 'sqlite' | 'postgres';
  /** Closes the app and throws the database away (temp folder or PostgreSQL schema). */
  close(): Promise<void>;
};

/**
 * Builds the real app on a fresh, migrated and seeded database for the engine under test:
 * SQLite in a temp folder, or (TEST_DB_ENGINE=postgres) a new schema in TEST_DATABASE_URL.
 * `env` overrides settings as the environment would (e.g. WEB_DIST_DIR).
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-test-'));
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
    DATABASE_URL: engine === 'postgres' ? requiredPostgresUrl() : undefined,
  });

  let dropSchema = async () => {};
  let db: Kysely<Database>;
  if (engine === 'postgres') {
    const schema = `rasoi_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(config.databaseUrl!, `create schema ${schema}`);
    dropSchema = () => adminQuery(config.databaseUrl!, `drop schema ${schema} cascade`);
    db = connectDatabase(config, { searchPath: schema });
  } else {
    db = connectDatabase(config);
  }
  await migrateToLatest(db);
  await seedIfEmpty(db, new Date());

  const clock = testClock();
  const sms = recordingSms();
  const app = await buildApp(config, { db, sms, now: clock.now });
  return {
    app,
    db,
    config,
    sms,
    clock,
    engine,
    async close() {
      await app.close();
      await db.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function requiredPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

function recordingSms(): RecordingSms {
  const messages: { mobile: string; text: string }[] = [];
  return {
    messages,
    async send(mobile, text) {
      messages.push({ mobile, text });
    },
    lastCode(mobile) {
      const message = messages.findLast((m) => m.mobile === mobile);
      const code = message?.text.match(/(\d{4})$/)?.[1];
      if (!code) throw new Error(`No code was sent to ${mobile}`);
      return code;
    },
  };
}
