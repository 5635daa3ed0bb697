import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import type { SmsGateway } from '../src/modules/customers/auth/sms/gateway.ts';
import { copySqliteTemplate, createPostgresFromTemplate } from './template-database.ts';

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
  /**
   * Starts another instance of the app on the same database, with its own connections (pool and,
   * on PostgreSQL, LISTEN connection), as a second server behind a load balancer would run.
   * `close()` closes it too.
   */
  startInstance(): Promise<FastifyInstance>;
  /**
   * Resolves when every web push this app and its other instances started or queued so far has finished
   * (`app.pushes.idle()`): after it, a push that has not reached the push service will not come.
   * Call it after the requests that might push have answered (they hand their pushes on before).
   */
  pushesSettled(): Promise<void>;
  /** Closes the app and throws the database away (temp folder or PostgreSQL database). */
  close(): Promise<void>;
};

/**
 * What a test may set on the app besides the environment: the stream heartbeat, the push transport, the
 * image queue; and `configuredSms` to send codes through the gateway SMS_GATEWAY names (a provider's
 * local fake, issue 13) instead of the recording stand-in (`sms` then records nothing).
 */
export type TestAppDeps = Pick<
  AppDeps,
  'heartbeatMs' | 'pushTransport' | 'logStream' | 'imageWork' | 'whatsAppRetryBaseMs'
> & {
  configuredSms?: boolean;
};

/**
 * A push service origin every test app accepts besides the browsers' own (D34): `.invalid` never
 * resolves (RFC 2606), so tests can save subscriptions without a push ever leaving the machine.
 */
export const UNREACHABLE_PUSH_ORIGIN = 'https://push.invalid';
const defaultTestDeps: TestAppDeps = {
  pushTransport: { localPushServiceOrigins: [UNREACHABLE_PUSH_ORIGIN] },
  // A WhatsApp retry waits a millisecond, not seconds (D101): tests wait for the outcome, never a time.
  whatsAppRetryBaseMs: 1,
};

/**
 * Builds the real app on a fresh, migrated and seeded database for the engine under test:
 * SQLite in a temp folder, or (TEST_DB_ENGINE=postgres) a new database on TEST_DATABASE_URL's server.
 * `env` overrides settings as the environment would (e.g. WEB_DIST_DIR).
 */
export async function buildTestApp(env: Record<string, string> = {}, deps: TestAppDeps = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-test-'));
  const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  // A copy of the migrated template (template-database.ts, D87), not 29 migrations per test app.
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const created = await createPostgresFromTemplate(requiredPostgresUrl());
    databaseUrl = created.url;
    dropDatabase = created.drop;
  } else {
    await copySqliteTemplate(path.join(dataDir, 'rasoi.db'));
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const connect = () => connectDatabase(config);
  const db = connect();
  await seedIfEmpty(db, new Date());

  const clock = testClock();
  const sms = recordingSms();
  const { configuredSms = false, ...appDeps } = deps;
  const smsDeps = configuredSms ? {} : { sms };
  const app = await buildApp(config, { db, ...smsDeps, now: clock.now, ...defaultTestDeps, ...appDeps });
  const instances: { app: FastifyInstance; db: Kysely<Database> }[] = [];
  return {
    app,
    db,
    config,
    sms,
    clock,
    engine,
    async startInstance() {
      const instanceDb = connect();
      const instance = await buildApp(config, {
        db: instanceDb,
        ...smsDeps,
        now: clock.now,
        ...defaultTestDeps,
        ...appDeps,
      });
      instances.push({ app: instance, db: instanceDb });
      return instance;
    },
    async pushesSettled() {
      await Promise.all([app, ...instances.map((instance) => instance.app)].map((each) => each.pushes.idle()));
    },
    async close() {
      for (const instance of instances) {
        await instance.app.close();
        await instance.db.destroy();
      }
      await app.close();
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function requiredPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Runs one statement `text` on its own connection to the PostgreSQL server at `url` (schemas, tables set-up). */
export async function adminQuery(url: string, text: string): Promise<void> {
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
