/**
 * Ten years of a busy kitchen (issue 17), runnable alone: migrates and seeds the database in <data-dir>
 * (SQLite) or at [postgres-url], then writes the history (apps/server/test/seed-history.ts: 1,000,000
 * orders over 3,650 days from 20,000 customers unless HISTORY_ORDERS, HISTORY_DAYS, HISTORY_CUSTOMERS say
 * otherwise) and prints the busiest customer and the time it took.
 * `node --import tsx bench/history-db.ts <data-dir> [postgres-url]`
 */
import { FULL_HISTORY, generateHistory, type HistorySize } from '@rasoi/server/test/seed-history';

export { generateHistory, type HistoryDb } from '@rasoi/server/test/seed-history';

/** The size asked for in the environment (HISTORY_ORDERS, HISTORY_DAYS, HISTORY_CUSTOMERS), else the full one. */
export function historySizeFromEnv(): HistorySize {
  return {
    orders: Number(process.env.HISTORY_ORDERS ?? FULL_HISTORY.orders),
    days: Number(process.env.HISTORY_DAYS ?? FULL_HISTORY.days),
    customers: Number(process.env.HISTORY_CUSTOMERS ?? FULL_HISTORY.customers),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { benchConfig, prepareDatabase } = await import('./lib/fixtures.ts');
  const [dataDir, databaseUrl] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: node --import tsx bench/history-db.ts <data-dir> [postgres-url]');
  const config = benchConfig(dataDir, databaseUrl);
  const db = await prepareDatabase(config);
  const result = await generateHistory(db, {
    engine: databaseUrl ? 'postgres' : 'sqlite',
    size: historySizeFromEnv(),
    timeZone: config.kitchenTimezone,
  });
  await db.destroy();
  console.info(result);
}
