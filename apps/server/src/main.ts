import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase, engineOf } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startBackupSchedule } from './db/backup-schedule.ts';
import { seedIfEmpty } from './db/seed.ts';
import { ensureSeller, sellerLoginNotice } from './modules/customers/sellers/ensure-seller.ts';
import { openLogDestination } from './lib/log-destination.ts';
import { exitOnSignals } from './lib/shutdown.ts';

const log = openLogDestination();
// 'exit' comes after process.exit (graceful shutdown, the grace timeout, a fatal error below) and after an
// uncaught exception: the buffered lines, the last request's among them, are written before the end.
process.on('exit', () => log.flushSync());

/**
 * Starts Rasoi (docs/architecture.md 'Server'): reads and checks the settings, migrates the database,
 * fills an empty menu with the demo catalogue, creates the seller account on a fresh install (printing
 * a generated PIN once), starts the daily backup (D42, D78), and listens. Exits with status 1 and the list of bad
 * settings when the configuration is wrong. On SIGTERM or SIGINT it closes the app, which ends every
 * open event stream at once (browsers reconnect elsewhere and resume), finishes pushes under way and
 * stops listening for other instances' events, then closes the database. The JSON log goes to stdout
 * through a buffered asynchronous destination (lib/log-destination.ts), written out whenever the
 * process exits: after a graceful shutdown, on a fatal error, or on an uncaught exception.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = connectDatabase(config);
  await migrateToLatest(db);
  if (await seedIfEmpty(db, new Date())) console.info(`Seeded the demo menu (${engineOf(config)})`);
  const seller = await ensureSeller(db, config, new Date());
  if (seller.created && seller.generatedPin) console.info(sellerLoginNotice(seller.mobile, seller.generatedPin));
  else if (seller.created) console.info(`Seller account ${seller.mobile} created from SELLER_MOBILE and SELLER_PIN`);
  const app = await buildApp(config, { db, logStream: log });
  // Tiffin plan meals become orders at each skip cut-off; first it catches up what a stop missed (D92).
  void app.planMeals.start();

  // The daily backup (D42): SQLite's online backup, or pg_dump on PostgreSQL, copied off the machine with
  // BACKUP_REMOTE set (D78).
  const backups =
    config.backupAtMinutes !== null
      ? startBackupSchedule({
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
          remote: config.backupRemote,
          backupDir: config.backupDir,
          atMinutes: config.backupAtMinutes,
          keepDays: config.backupKeepDays,
          timeZone: config.kitchenTimezone,
          clock: () => new Date(),
          log: app.log,
        })
      : null;

  // Requests in flight finish, streams end, a backup under way ends, then the database closes; a hard exit
  // after 10 s (lib/shutdown.ts).
  exitOnSignals(async () => {
    await app.close();
    await backups?.stop();
    await db.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`Rasoi is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
