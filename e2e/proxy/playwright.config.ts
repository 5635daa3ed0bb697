import { defineConfig } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import base, { proxiedServer } from '../playwright.config.ts';

/**
 * The browser journey through Caddy (issue 13, docs/deploy.md 'How this was tested'): the same server the
 * other journeys use, now with TRUST_PROXY=127.0.0.1, behind Caddy running deploy/Caddyfile over https on a
 * local name (rasoi.localhost, which Chromium resolves to this machine) with Caddy's own internal CA. The
 * Caddyfile is the repository's, with only the site's address, `tls internal` and the upstream port
 * changed, so the journey tests what a kitchen installs. Run by `npm run test:proxy` (after a build).
 */
process.env.PROXY_PORT ??= String(45000 + (process.pid % 4000));
const proxyPort = Number(process.env.PROXY_PORT);
const app = proxiedServer();
const appPort = app.port;
const dataDir = app.dataDir;
const root = resolve(import.meta.dirname, '../..');

/** deploy/Caddyfile for this machine: a local https name on a high port, Caddy's CA, its files in the data folder. */
function testCaddyfile(): string {
  const deployed = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
  const site = 'rasoi.example.com {';
  const upstream = 'reverse_proxy 127.0.0.1:3000 {';
  if (!deployed.includes(site) || !deployed.includes(upstream)) {
    throw new Error(
      `deploy/Caddyfile no longer has '${site}' and '${upstream}': update e2e/proxy/playwright.config.ts`,
    );
  }
  const global = [
    '{',
    '\tadmin off',
    '\tskip_install_trust',
    `\thttp_port ${proxyPort + 1}`,
    `\thttps_port ${proxyPort}`,
    '\tauto_https disable_redirects',
    `\tstorage file_system ${join(dataDir, 'caddy')}`,
    '\tlog {',
    '\t\tlevel ERROR',
    '\t}',
    '}',
  ].join('\n');
  return `${global}\n${deployed
    .replace(site, `rasoi.localhost:${proxyPort} {\n\ttls internal`)
    .replace(upstream, `reverse_proxy 127.0.0.1:${appPort} {`)}`;
}

const caddyfile = join(dataDir, 'Caddyfile');
writeFileSync(caddyfile, testCaddyfile());

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.journey.ts',
  workers: 1,
  globalTeardown: undefined,
  use: {
    ...base.use,
    baseURL: `https://rasoi.localhost:${proxyPort}`,
    // Caddy's internal CA is not in the browser's store: the journey alone accepts its certificate.
    ignoreHTTPSErrors: true,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...(base.use?.launchOptions?.args ?? []), '--ignore-certificate-errors'],
    },
  },
  webServer: [
    { ...app.webServer, env: { ...app.webServer.env, TRUST_PROXY: '127.0.0.1' } },
    {
      command: `caddy run --adapter caddyfile --config "${caddyfile}"`,
      port: proxyPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOME: dataDir, XDG_DATA_HOME: join(dataDir, 'xdg-data'), XDG_CONFIG_HOME: join(dataDir, 'xdg-config') },
    },
  ],
});
