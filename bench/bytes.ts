/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they use its globals.
/**
 * Bytes (issue 6): what a customer's first visit to / downloads and how the server sends it.
 * - JavaScript and CSS of the first load, gzip (targets: JS <= 120 KB, CSS <= 20 KB), from the build:
 *   index.html's scripts and stylesheets and every chunk they import statically; no seller chunk or
 *   seller module among them.
 * - Text answers compressed (index.html, JS, CSS, the menu JSON) and hashed assets cached as immutable.
 * - Menu and dish reads answer an ETag and a 304 to a request that names it.
 * - Images on / and /full-menu in a phone viewport: format, width/height attributes, and lazy loading
 *   for those below the fold.
 * - Every script a first visit to / downloads, lazy chunks included, as sent; none of them the chunk of
 *   code the lazy pages share (D122).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { firstLoadFiles, kb } from './lib/first-load.ts';
import { machine, printFigures, type Figure } from './lib/report.ts';
import { REPO_ROOT, startRasoi, tempDir } from './lib/server.ts';
import { WEB_DIST_DIR, ensureWebBuild } from './lib/web-build.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const JS_BUDGET = 120 * 1024;
const CSS_BUDGET = 20 * 1024;

type ImageFacts = { src: string; width: string | null; height: string | null; loading: string; belowFold: boolean };

export async function benchBytes(): Promise<{ jsGzip: number; cssGzip: number }> {
  ensureWebBuild();
  const { js, css } = firstLoadFiles(WEB_DIST_DIR);
  const jsGzip = js.reduce((sum, file) => sum + file.gzip, 0);
  const cssGzip = css.reduce((sum, file) => sum + file.gzip, 0);
  const sellerChunks = js.filter((file) => /(^|\/)seller-/.test(file.file));
  const sellerModules = sellerModulesInFirstLoad();

  const dataDir = tempDir('bytes');
  const server = await startRasoi({ dataDir });
  try {
    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
    const encodings: string[] = [];
    for (const url of ['/', `/${js[0]!.file}`, `/${css[0]?.file ?? ''}`, '/api/v1/meal', '/api/v1/dish']) {
      const answer = await get(url);
      await answer.arrayBuffer();
      encodings.push(`${url.replace(/-[\w-]{8}\./, '-*.')} ${answer.headers.get('content-encoding') ?? 'none'}`);
    }
    const asset = await get(`/${js[0]!.file}`);
    await asset.arrayBuffer();
    const assetCache = asset.headers.get('cache-control') ?? 'none';
    const etags: string[] = [];
    for (const url of ['/api/v1/meal', '/api/v1/dish']) {
      const first = await get(url);
      await first.arrayBuffer();
      const etag = first.headers.get('etag');
      const again = await get(url, etag ? { 'if-none-match': etag } : {});
      await again.arrayBuffer();
      etags.push(`${url} ${etag ? 'ETag' : 'no ETag'} -> ${again.status}`);
    }
    const images = await imageFacts(server.url, ['/', '/full-menu']);
    const visitScripts = await firstVisitScripts(server.url);
    const visitShared = visitScripts.filter((script) => /^assets\/pages-shared-/.test(script.file));
    const unsized = images.filter((image) => !image.width || !image.height);
    const eagerBelowFold = images.filter((image) => image.belowFold && image.loading !== 'lazy');
    const formats = countBy(images.map((image) => path.extname(new URL(image.src).pathname).slice(1) || 'other'));

    const allEncoded = encodings.every((line) => /(br|gzip)$/.test(line));
    const figures: Figure[] = [
      { name: 'machine', value: machine() },
      {
        name: 'first-load JS (gzip)',
        value: `${kb(jsGzip)} in ${js.length} files (${kb(js.reduce((sum, file) => sum + file.bytes, 0))} raw)`,
        target: '<= 120 KB',
        met: jsGzip <= JS_BUDGET,
      },
      ...js.map((file) => ({ name: `  ${file.file}`, value: `${kb(file.gzip)} gzip, ${kb(file.bytes)} raw` })),
      { name: 'first-load JS (brotli, as sent)', value: kb(js.reduce((sum, file) => sum + file.brotli, 0)) },
      {
        name: 'JS of a first visit to / (as sent)',
        value: `${kb(visitScripts.reduce((sum, script) => sum + script.bytes, 0))} in ${visitScripts.length} files, the lazy ones included`,
      },
      ...visitScripts.map((script) => ({ name: `  ${script.file}`, value: kb(script.bytes) })),
      {
        name: 'shared page chunk on /',
        value: visitShared.length === 0 ? 'no' : visitShared.map((script) => script.file).join(', '),
        target: 'no (D122)',
        met: visitShared.length === 0,
      },
      { name: 'first-load CSS (gzip)', value: kb(cssGzip), target: '<= 20 KB', met: cssGzip <= CSS_BUDGET },
      {
        name: 'seller area chunk in first load',
        value: sellerChunks.length === 0 ? 'no' : sellerChunks.map((file) => file.file).join(', '),
        target: 'no',
        met: sellerChunks.length === 0,
      },
      {
        name: 'seller modules in first load',
        value: sellerModules.length === 0 ? 'none' : sellerModules.join(', '),
        target: 'none',
        met: sellerModules.length === 0,
      },
      { name: 'text answers compressed', value: encodings.join('; '), target: 'br or gzip', met: allEncoded },
      { name: 'hashed assets cache', value: assetCache, target: 'immutable', met: assetCache.includes('immutable') },
      {
        name: 'menu reads revalidate',
        value: etags.join('; '),
        target: '304',
        met: etags.every((line) => line.endsWith('304')),
      },
      {
        name: 'images on / and /full-menu',
        value: `${images.length} (${Object.entries(formats)
          .map(([f, n]) => `${n} ${f}`)
          .join(', ')})`,
      },
      {
        name: 'images without width/height',
        value: unsized.length === 0 ? 'none' : unsized.map((image) => image.src).join(', '),
        target: 'none',
        met: unsized.length === 0,
      },
      {
        name: 'below the fold, not lazy',
        value: eagerBelowFold.length === 0 ? 'none' : eagerBelowFold.map((image) => image.src).join(', '),
        target: 'none',
        met: eagerBelowFold.length === 0,
      },
    ];
    printFigures('Bytes: first visit to /', figures);
    return { jsGzip, cssGzip };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The seller modules (apps/web/src/app/seller/** and the seller features split from it, D83) in the
 * first-load chunks, read from the source maps of a second build of the same sources into a temporary
 * folder (the served build has none).
 */
function sellerModulesInFirstLoad(): string[] {
  const outDir = tempDir('web-maps');
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', '--logLevel', 'error'], {
      cwd: path.join(REPO_ROOT, 'apps/web'),
      stdio: 'pipe',
    });
    const modules = new Set<string>();
    for (const file of firstLoadFiles(outDir).js) {
      const map = JSON.parse(fs.readFileSync(path.join(outDir, `${file.file}.map`), 'utf8')) as { sources: string[] };
      for (const source of map.sources) {
        const match =
          /apps\/web\/src\/(app\/seller\/.*|features\/seller-(?:account|catalogue|insights|kitchen|orders)\/.*)$/.exec(
            source,
          );
        if (match) modules.add(match[1]!);
      }
    }
    return [...modules].sort();
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` on a page of a fresh headless Chromium in a phone viewport (412 x 823 CSS px, 1.75 device
 * pixels each, as Lighthouse's phone); the browser is closed after it, whatever happens.
 */
async function onPhone<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
    const result = await work(page);
    await browser.disconnect();
    return result;
  } finally {
    chrome.kill();
  }
}

/** Every <img> of the pages in a phone viewport, after the page settled: attributes and whether it starts below the fold. */
async function imageFacts(origin: string, paths: string[]): Promise<ImageFacts[]> {
  return onPhone(async (page) => {
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate(() => localStorage.setItem('hasShownSplash', 'true'));
    const facts: ImageFacts[] = [];
    for (const pagePath of paths) {
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle0' });
      facts.push(
        ...(await page.evaluate(() =>
          [...document.querySelectorAll('img')].map((img) => ({
            src: img.currentSrc || img.src,
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loading: img.loading,
            belowFold: img.getBoundingClientRect().top > window.innerHeight,
          })),
        )),
      );
    }
    return facts;
  });
}

/**
 * The scripts a first visit to / downloads until the network is quiet (the splash's included), each as
 * the server sent it (compressed bytes on the wire, from Chromium's network events), in a phone viewport.
 */
async function firstVisitScripts(origin: string): Promise<{ file: string; bytes: number }[]> {
  return onPhone(async (page) => {
    const network = await page.createCDPSession();
    await network.send('Network.enable');
    const urls = new Map<string, string>();
    const scripts: { file: string; bytes: number }[] = [];
    network.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    network.on('Network.loadingFinished', (event) => {
      const file = new URL(urls.get(event.requestId) ?? origin).pathname.slice(1);
      if (/^assets\/.*\.js$/.test(file)) scripts.push({ file, bytes: event.encodedDataLength });
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    return scripts;
  });
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBytes();
