import fs from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import type { Answer } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { uploadsDirOf } from './image-files.ts';
import { createImageWorkQueue } from './image-work.ts';

let t: TestApp;
let seller: string;
let uploadsDir: string;
/** The app's image work queue, passed in so the tests can read how many jobs ran at once (issue 11). */
const imageWork = createImageWorkQueue();

beforeAll(async () => {
  t = await buildTestApp({}, { imageWork });
  seller = (await findOrCreateSeller(t)).token;
  uploadsDir = uploadsDirOf(t.config.dataDir);
});
afterAll(async () => {
  await t.close();
});

type FilePart = { field?: string; filename: string; type: string; content: Buffer };

/** A multipart/form-data body with the given file parts (and optional text fields). */
function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = '----rasoi-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(files: FilePart[], fields: Record<string, string> = {}, token = seller): Promise<Answer> {
  const { payload, contentType } = multipart(files, fields);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/assets/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : []);
const stored = (url: string) => path.join(uploadsDir, path.basename(url));

const png = (width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 20 } } })
    .png()
    .toBuffer();
const jpeg = (width = 1000, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();

/** A PNG of width x height 1-bit grey pixels, all zero: tiny on disk, huge once decoded. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image work per instance (issue 11)', () => {
  it("re-encodes one upload's images at a time: three uploads of four photos sent together queue up", async () => {
    const before = imageWork.counts().settled;
    const photos = await Promise.all([0, 1, 2, 3].map((i) => jpeg(2400 + i * 8, 1600)));
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        upload(photos.map((content, i) => ({ filename: `photo-${i}.jpg`, type: 'image/jpeg', content }))),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.body.data.images.length)).toEqual([4, 4, 4]);
    expect(imageWork.counts()).toEqual({ running: 0, mostRunning: 1, waiting: 0, settled: before + 3 });
  });
});

describe('POST /assets/upload', () => {
  it('accepts a PNG named .jpg as a PNG and stores WebP at 400 and 800 wide, served for a year', async () => {
    const answer = await upload([{ filename: 'thali.jpg', type: 'image/jpeg', content: await png() }]);
    expect(answer.status).toBe(201);
    const key = answer.body.key as string;
    expect(answer.body).toEqual({
      status: 'success',
      data: {
        images: [
          {
            key,
            url: `/images/uploads/${key}-800.webp`,
            urls: { 400: `/images/uploads/${key}-400.webp`, 800: `/images/uploads/${key}-800.webp` },
          },
        ],
      },
      uploadUrl: `/images/uploads/${key}-800.webp`,
      key: expect.stringMatching(/^[0-9a-f]{24}$/),
      aws_asset_key: key,
    });
    const large = await sharp(stored(answer.body.uploadUrl)).metadata();
    expect({ format: large.format, width: large.width, height: large.height }).toEqual({
      format: 'webp',
      width: 800,
      height: 400,
    });
    const small = await sharp(stored(answer.body.data.images[0].urls[400])).metadata();
    expect({ format: small.format, width: small.width, height: small.height }).toEqual({
      format: 'webp',
      width: 400,
      height: 200,
    });

    const served = await t.app.inject({ method: 'GET', url: answer.body.uploadUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/images/uploads/none-800.webp' })).statusCode).toBe(404);
  });

  it('never enlarges a small image', async () => {
    const answer = await upload([{ filename: 'small.png', type: 'image/png', content: await png(300, 200) }]);
    expect(answer.status).toBe(201);
    expect((await sharp(stored(answer.body.uploadUrl)).metadata()).width).toBe(300);
  });

  it('takes up to 4 files and answers them in order', async () => {
    const files = await Promise.all([png(), jpeg(), png(500, 500), jpeg(640, 480)]);
    const answer = await upload(files.map((content, i) => ({ filename: `${i}.png`, type: 'image/png', content })));
    expect(answer.status).toBe(201);
    expect(answer.body.data.images).toHaveLength(4);
    expect(answer.body.key).toBe(answer.body.data.images[0].key);
  });

  it('strips EXIF (GPS included) and turns the image upright', async () => {
    const withGps = await sharp(await jpeg(600, 300))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 40/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    // The latitude as EXIF stores it: rationals 28/1 and 40/1, little-endian.
    const latitude = Buffer.from('1c000000010000002800000001000000', 'hex');
    const input = await sharp(withGps).metadata();
    expect(input.exif!.includes(latitude)).toBe(true);
    expect(withGps.includes(latitude)).toBe(true);
    expect(input.orientation).toBe(6);

    const answer = await upload([{ filename: 'from-phone.jpg', type: 'image/jpeg', content: withGps }]);
    expect(answer.status).toBe(201);
    for (const url of Object.values(answer.body.data.images[0].urls) as string[]) {
      const output = await sharp(stored(url)).metadata();
      expect(output.exif).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.orientation).toBeUndefined();
      expect(fs.readFileSync(stored(url)).includes(latitude)).toBe(false);
    }
    // 600x300 rotated a quarter turn is 300 wide and 600 tall.
    const upright = await sharp(stored(answer.body.uploadUrl)).metadata();
    expect({ width: upright.width, height: upright.height }).toEqual({ width: 300, height: 600 });
  });

  describe('refuses, storing nothing,', () => {
    const refuses = async (files: FilePart[], status: number, message: string, fields: Record<string, string> = {}) => {
      const before = storedFiles();
      const answer = await upload(files, fields);
      expect(answer).toMatchObject({ status, body: { status: 'error', data: message } });
      expect(storedFiles()).toEqual(before);
    };

    it('a text file named .png', async () => {
      await refuses(
        [
          {
            filename: 'menu.png',
            type: 'image/png',
            content: Buffer.from('not an image at all, just words\n'.repeat(20)),
          },
        ],
        400,
        m.uploadNotImage(),
      );
    });

    it('a GIF or an SVG, whatever the name', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
        .gif()
        .toBuffer();
      await refuses([{ filename: 'a.png', type: 'image/png', content: gif }], 400, m.uploadNotImage());
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      await refuses([{ filename: 'a.jpg', type: 'image/jpeg', content: svg }], 400, m.uploadNotImage());
    });

    it('a PNG cut short after its header', async () => {
      const whole = await png();
      await refuses(
        [{ filename: 'cut.png', type: 'image/png', content: whole.subarray(0, 100) }],
        400,
        m.uploadNotImage(),
      );
    });

    it('a batch where one good image is followed by a bad one', async () => {
      await refuses(
        [
          { filename: 'good.png', type: 'image/png', content: await png() },
          { filename: 'bad.png', type: 'image/png', content: Buffer.from('hello') },
        ],
        400,
        m.uploadNotImage(),
      );
    });

    it('a 20 MB file with 413', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)]);
      await refuses([{ filename: 'big.png', type: 'image/png', content: big }], 413, m.uploadTooLarge());
    });

    it('5 files', async () => {
      const image = await png(100, 100);
      const files = Array.from({ length: 5 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', content: image }));
      await refuses(files, 400, m.uploadTooMany());
    });

    it('a 100-megapixel PNG bomb, quickly and without decoding it', async () => {
      const bomb = pngBomb(10_000, 10_000);
      expect(bomb.length).toBeLessThan(100_000);
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      await refuses([{ filename: 'bomb.png', type: 'image/png', content: bomb }], 400, m.uploadTooManyPixels());
      expect(performance.now() - started).toBeLessThan(2000);
      // Decoding would need 100 MB at the very least (300 MB as RGB).
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(80 * 1024 * 1024);
    });

    it('no file, a file in another field, or a text field', async () => {
      await refuses([], 400, m.uploadNoImage());
      await refuses(
        [{ field: 'photo', filename: 'a.png', type: 'image/png', content: await png() }],
        400,
        m.uploadWrongField(),
      );
      await refuses([{ filename: 'a.png', type: 'image/png', content: await png() }], 400, m.uploadWrongField(), {
        note: 'hi',
      });
    });

    it('a JSON body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/assets/upload',
        headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ image: 'x' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', data: m.uploadNotMultipart() });
    });
  });
});
