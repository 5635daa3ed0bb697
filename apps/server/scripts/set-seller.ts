import { parseArgs } from 'node:util';
import { sellerLoginBodySchema } from '@rasoi/domain/seller';
import { ConfigError, loadConfig } from '../src/config.ts';
import { connectDatabase, engineOf } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { setSeller } from '../src/modules/customers/sellers/set-seller.ts';

const USAGE = 'Usage: npm run seller -- --mobile 9XXXXXXXXX --pin NNNN';

/**
 * `npm run seller -- --mobile 9XXXXXXXXX --pin NNNN` (issue 3): creates the seller account or sets
 * its PIN, in the database the environment selects (DATA_DIR / DATABASE_URL, as `npm start` reads
 * them). A customer with that number becomes the seller. The seller's open sessions end.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { mobile: { type: 'string' }, pin: { type: 'string' } },
    strict: true,
  });
  const parsed = sellerLoginBodySchema.safeParse({ mobile: values.mobile, pin: values.pin });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
    process.exit(1);
  }
  const config = loadConfig(process.env);
  const db = connectDatabase(config);
  try {
    await migrateToLatest(db);
    await setSeller(db, parsed.data, new Date());
    console.info(`Seller ${parsed.data.mobile} is set with the new PIN (${engineOf(config)} database).`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const isUsageError = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  if (isUsageError) console.error(`${error.message}\n${USAGE}`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
