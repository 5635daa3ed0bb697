import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * The API's OpenAPI 3.1 document as the server serves it at /api/docs/json (plugins/api-docs.ts,
 * docs/decisions/0085), built without a listener: the whole app on a throw-away SQLite database in a
 * temp folder (the document comes from the routes as registered, so it needs the real app), made
 * ready, asked for its document, then closed and the folder removed. Logs nothing. `env.PUBLIC_URL` is
 * the document's server (default http://localhost:3000, as the server's own default).
 */
export async function buildApiDocument(env: Record<string, string | undefined> = {}): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-openapi-'));
  try {
    const config = loadConfig({
      PUBLIC_URL: env.PUBLIC_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SMS_GATEWAY: 'console',
    });
    const db = connectDatabase(config);
    try {
      await migrateToLatest(db);
      const app = await buildApp(config, { db });
      try {
        await app.ready();
        return app.swagger() as unknown as Record<string, unknown>;
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
