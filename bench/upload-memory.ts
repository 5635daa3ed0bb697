/**
 * Resident memory of the server while the seller uploads photos (issue 11): three uploads of four large
 * photos (7600 x 5000, 38 megapixels each, near the 40-megapixel limit; PNG by default, which is decoded
 * at full size, or JPEG with BENCH_UPLOAD_FORMAT=jpeg, which libvips shrinks while decoding) sent at the
 * same time, as in the report that found the
 * process at 534 MB afterwards. Starts the real server (apps/server/src/main.ts through tsx, with the
 * start script's Node options) on SQLite in a temporary folder, logs the seller in, then prints the RSS
 * before, the peak while the uploads run (sampled every 25 ms) and the RSS 5 s after the last answer.
 *
 *   npx tsx bench/upload-memory.ts
 *   BENCH_UPLOAD_FORMAT=jpeg npx tsx bench/upload-memory.ts
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { printFigures, type Figure } from './lib/report.ts';
import { freePort, serverStartCommand, startNodeServer, tempDir } from './lib/server.ts';

const UPLOADS = 3;
const PHOTOS = 4;
const MB = 1024 * 1024;
const FORMAT = process.env.BENCH_UPLOAD_FORMAT === 'jpeg' ? 'jpeg' : 'png';

/** A photo-like image: smooth colour from upscaled noise, so it stays under the 8 MB file limit. */
async function photo(seed: number): Promise<Buffer> {
  const small = Buffer.alloc(60 * 40 * 3);
  for (let i = 0; i < small.length; i += 1) small[i] = (i * 7919 + seed * 104_729) % 251;
  return sharp(small, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(7600, 5000, { kernel: FORMAT === 'png' ? 'nearest' : 'cubic' })
    .toFormat(FORMAT, FORMAT === 'jpeg' ? { quality: 90 } : { compressionLevel: 9 })
    .toBuffer();
}

function form(files: Buffer[]): FormData {
  const body = new FormData();
  files.forEach((file, i) =>
    body.append('image', new Blob([new Uint8Array(file)], { type: `image/${FORMAT}` }), `photo-${i}.${FORMAT}`),
  );
  return body;
}

const dataDir = tempDir('uploads');
const port = await freePort();
const server = await startNodeServer({
  entry: 'apps/server/src/main.ts',
  nodeArgs: serverStartCommand().nodeArgs,
  port,
  readyLine: /Rasoi is running at/,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SELLER_MOBILE: '9000000000',
    SELLER_PIN: '4321',
  },
});
try {
  const login = await fetch(`${server.url}/api/v1/auth/seller-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '9000000000', pin: '4321' }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i)));
  const sizes = photos.map((file) => (file.length / MB).toFixed(1)).join(', ');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = server.rss();

  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 25);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, () =>
      fetch(`${server.url}/api/v1/assets/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form(photos),
      }).then((response) => response.status),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 5000));
  clearInterval(sampler);
  const after = server.rss();

  const figures: Figure[] = [
    { name: 'photos', value: `${UPLOADS} uploads x ${PHOTOS} ${FORMAT} 7600x5000 (${sizes} MB)` },
    { name: 'answers', value: answers.join(', '), met: answers.every((status) => status === 201) },
    { name: 'time for all uploads', value: `${seconds.toFixed(1)} s` },
    { name: 'RSS before', value: `${(before / MB).toFixed(0)} MB` },
    { name: 'RSS peak', value: `${(peak / MB).toFixed(0)} MB` },
    { name: 'RSS 5 s after', value: `${(after / MB).toFixed(0)} MB` },
  ];
  printFigures('Upload memory (issue 11)', figures);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
