/**
 * Lighthouse installability check of the Rasoi web app (issue 5: 'the manifest and service worker pass
 * Lighthouse's installability checks'). Starts nothing but Chromium: give it the URL of a running server.
 *
 *   node scripts/lighthouse-pwa.mjs http://127.0.0.1:3400/ [--json]
 *
 * Lighthouse 12 dropped its PWA category and with it the 'installable-manifest' audit and the
 * WebAppManifest / InstallabilityErrors gatherers. This script puts them back as a custom gatherer and
 * audit on Lighthouse's own runner: after the page loads (and its service worker is ready), the gatherer
 * asks Chrome through the DevTools protocol for the parsed manifest (`Page.getAppManifest`) and for
 * Chrome's own installability errors (`Page.getInstallabilityErrors`, the list Chrome uses to decide
 * whether to offer installation); the audit passes when Chrome reports none and the manifest has what
 * Rasoi promises (names, standalone display, start URL, 192 and 512 PNG icons, a maskable icon, colours).
 * Exit code 0 when installable, 1 when not, 2 on a usage or run error.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit, Gatherer } from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const WORKER_WAIT_MS = 15_000;

/* Runs in the page: waits for the service worker to be ready (or the time to run out). */
/* c8 ignore start */
async function waitForServiceWorker(timeoutMs) {
  if (!('serviceWorker' in navigator)) return { supported: false, ready: false, scope: null };
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  return {
    supported: true,
    ready: Boolean(registration?.active),
    scope: registration?.scope ?? null,
    script: registration?.active?.scriptURL ?? null,
  };
}
/* c8 ignore stop */

/** The artifact 'Installability': the manifest as Chrome parsed it, Chrome's installability errors, the worker. */
class InstallabilityGatherer extends Gatherer {
  meta = { supportedModes: ['navigation', 'snapshot'] };

  async getArtifact(context) {
    const { driver } = context;
    const serviceWorker = await driver.executionContext.evaluate(waitForServiceWorker, { args: [WORKER_WAIT_MS] });
    const session = driver.defaultSession;
    const manifest = await session.sendCommand('Page.getAppManifest');
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    let parsed = null;
    try {
      parsed = manifest.data ? JSON.parse(manifest.data) : null;
    } catch {
      parsed = null;
    }
    return {
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors ?? [],
      manifest: parsed,
      installabilityErrors: installabilityErrors ?? [],
      serviceWorker,
    };
  }
}

/** What Rasoi's manifest must carry besides what Chrome itself checks. */
function manifestChecks(manifest) {
  const icons = Array.isArray(manifest?.icons) ? manifest.icons : [];
  const hasIcon = (size, purpose) =>
    icons.some(
      (icon) =>
        String(icon.sizes ?? '')
          .split(/\s+/)
          .includes(size) &&
        (icon.type ?? '').includes('png') &&
        String(icon.purpose ?? 'any')
          .split(/\s+/)
          .includes(purpose),
    );
  return [
    ['name', Boolean(manifest?.name), manifest?.name],
    ['short_name', Boolean(manifest?.short_name), manifest?.short_name],
    ['start_url', Boolean(manifest?.start_url), manifest?.start_url],
    ['display standalone', manifest?.display === 'standalone', manifest?.display],
    ['icon 192x192 png', hasIcon('192x192', 'any'), ''],
    ['icon 512x512 png', hasIcon('512x512', 'any'), ''],
    ['maskable icon 512x512', hasIcon('512x512', 'maskable'), ''],
    ['theme_color', Boolean(manifest?.theme_color), manifest?.theme_color],
    ['background_color', Boolean(manifest?.background_color), manifest?.background_color],
  ].map(([check, ok, value]) => ({ check, ok, value: value ?? '' }));
}

/** The audit 'installable-manifest', as Lighthouse up to 11 had it: passes when Chrome finds the app installable. */
class InstallableManifestAudit extends Audit {
  static get meta() {
    return {
      id: 'installable-manifest',
      title: 'Web app manifest and service worker meet the installability requirements',
      failureTitle: 'Web app manifest or service worker do not meet the installability requirements',
      description:
        "Chrome's own installability check (Page.getInstallabilityErrors) plus the manifest fields Rasoi promises.",
      requiredArtifacts: ['Installability'],
      scoreDisplayMode: Audit.SCORING_MODES.BINARY,
    };
  }

  static audit(artifacts) {
    const { installabilityErrors, manifestErrors, manifest, manifestUrl, serviceWorker } = artifacts.Installability;
    const checks = manifestChecks(manifest);
    const chromeErrors = installabilityErrors.map((error) => ({
      check: `Chrome: ${error.errorId}`,
      ok: false,
      value: (error.errorArguments ?? []).map((arg) => `${arg.name}=${arg.value}`).join(', '),
    }));
    const criticalManifestErrors = manifestErrors
      .filter((error) => error.critical)
      .map((error) => ({ check: 'manifest parse', ok: false, value: error.message }));
    const rows = [...chromeErrors, ...criticalManifestErrors, ...checks];
    const passed = rows.every((row) => row.ok);
    return {
      score: passed ? 1 : 0,
      displayValue: passed ? 'installable' : `${rows.filter((row) => !row.ok).length} problem(s)`,
      details: {
        ...Audit.makeTableDetails(
          [
            { key: 'check', valueType: 'text', label: 'Check' },
            { key: 'result', valueType: 'text', label: 'Result' },
            { key: 'value', valueType: 'text', label: 'Value' },
          ],
          rows.map((row) => ({ check: row.check, result: row.ok ? 'ok' : 'FAIL', value: String(row.value) })),
        ),
        debugData: { type: 'debugdata', manifestUrl, serviceWorker, installabilityErrors, manifestErrors },
      },
    };
  }
}

const config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: 'Installability', gatherer: { implementation: InstallabilityGatherer } }],
  audits: [{ implementation: InstallableManifestAudit }],
  categories: {
    installability: {
      title: 'Installability',
      auditRefs: [{ id: 'installable-manifest', weight: 1 }],
    },
  },
  settings: { onlyCategories: ['installability'] },
};

async function main() {
  const args = process.argv.slice(2);
  const url = args.find((arg) => !arg.startsWith('--'));
  if (!url) {
    console.error('usage: node scripts/lighthouse-pwa.mjs <url> [--json]');
    return 2;
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const audit = lhr.audits['installable-manifest'];
    if (args.includes('--json')) {
      console.info(JSON.stringify({ lighthouse: lhr.lighthouseVersion, url: lhr.finalDisplayedUrl, audit }, null, 2));
    } else {
      console.info(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.userAgent}`);
      console.info(`URL: ${lhr.finalDisplayedUrl}`);
      if (lhr.runtimeError) console.info(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      console.info(
        `${audit.id}: ${audit.score === 1 ? 'PASS' : 'FAIL'} (${audit.displayValue ?? audit.errorMessage ?? ''})`,
      );
      console.info(`  ${audit.title}`);
      for (const item of audit.details?.items ?? []) {
        console.info(`  [${item.result}] ${item.check}${item.value ? `: ${item.value}` : ''}`);
      }
      const debug = audit.details?.debugData;
      if (debug) {
        console.info(`  manifest: ${debug.manifestUrl}`);
        console.info(
          `  service worker: ${debug.serviceWorker?.ready ? `ready, ${debug.serviceWorker.script} (scope ${debug.serviceWorker.scope})` : 'not ready'}`,
        );
      }
    }
    return audit.score === 1 ? 0 : 1;
  } finally {
    await chrome.kill();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 2;
  },
);
