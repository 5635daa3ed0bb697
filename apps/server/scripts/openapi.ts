import fs from 'node:fs';
import { buildApiDocument } from './api-document.ts';

/**
 * `npm run openapi [-- FILE]` (docs/decisions/0085): writes the API's OpenAPI document to FILE (default
 * stdout) without starting a server, for client generators (openapi-typescript and the like); its
 * server is PUBLIC_URL, as a deployment sets it.
 */
async function main(): Promise<void> {
  const text = `${JSON.stringify(await buildApiDocument(process.env), null, 2)}\n`;
  const file = process.argv[2];
  if (file) fs.writeFileSync(file, text);
  else process.stdout.write(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
