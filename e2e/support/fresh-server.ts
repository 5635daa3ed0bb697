import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startOwnServer } from './own-server.ts';

/** A server of its own on a fresh install, and what it printed. */
export type FreshServer = {
  origin: string;
  /** Everything the server wrote so far (stdout and stderr). */
  log: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the built server (`npm run serve`) on a free port with an empty data folder and no seller
 * settings (no SELLER_MOBILE, no SELLER_PIN), as a kitchen's first start (issue 13, D41), and waits
 * until it answers /health. Its output goes to a file in the data folder, read by `log()`.
 */
export async function startFreshServer(): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rasoi-e2e-fresh-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const server = await startOwnServer(port, { DATA_DIR: dataDir, SELLER_MOBILE: undefined, SELLER_PIN: undefined }, [
    'ignore',
    out,
    out,
  ]);
  return { origin: server.origin, log: () => readFileSync(logFile, 'utf8'), stop: server.stop };
}

/** The seller's number and PIN from the line a first start prints once ('Seller login: mobile ..., PIN ...'). */
export function printedSellerLogin(log: string): { mobile: string; pin: string } {
  const match = /Seller login: mobile (\d{10}), PIN (\d{4})/.exec(log);
  if (!match) throw new Error('the server printed no seller login');
  return { mobile: match[1]!, pin: match[2]! };
}
