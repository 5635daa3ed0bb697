import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnPostgres, type PgListener } from './pg-listener.ts';

/**
 * The dedicated LISTEN connection (PostgreSQL only; SQLite has no other instances to hear from):
 * it hears notifications, and after its connection is killed it reconnects and says so, so the hub
 * can catch up on what it missed.
 */

describe('listenOnPostgres', () => {
  const url = process.env.TEST_DATABASE_URL!;
  // A channel of this test's own, so other test files' listeners never see or lose anything here.
  const channel = `rasoi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  const heard: string[] = [];
  const errors: unknown[] = [];
  let listenings = 0;
  let listener: PgListener;

  beforeAll(async () => {
    await admin.connect();
    listener = await listenOnPostgres({
      connectionString: url,
      channel,
      onNotify: (payload) => heard.push(payload),
      onListening: () => (listenings += 1),
      onError: (error) => errors.push(error),
      retryMs: 50,
    });
  });
  afterAll(async () => {
    await listener.close();
    await admin.end();
  });

  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('hears notifications on its channel', async () => {
    expect(listenings).toBe(1);
    await admin.query('select pg_notify($1, $2)', [channel, '41']);
    await until(() => heard.includes('41'));
  });

  it('reconnects after its connection is killed, and hears again', async () => {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
      [`LISTEN ${channel}`],
    );
    expect(rowCount).toBe(1);
    await until(() => listenings === 2);
    expect(errors.length).toBeGreaterThan(0);
    await admin.query('select pg_notify($1, $2)', [channel, '42']);
    await until(() => heard.includes('42'));
  });
});
