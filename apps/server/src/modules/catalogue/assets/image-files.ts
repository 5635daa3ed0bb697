import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MAX_MEGAPIXELS, UPLOAD_WIDTHS, type UploadWidth } from '@rasoi/domain/constants';
import { renditionFileName } from '@rasoi/domain/uploads';
import { AppError } from '../../../lib/app-error.ts';

// libvips, once per process (issue 11): one worker thread per image pipeline and no operation cache,
// so a burst of uploads neither multiplies the decode buffers by the core count nor keeps them after.
sharp.concurrency(1);
sharp.cache(false);

/** The folder the uploads are stored in: `DATA_DIR/images/uploads`. */
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'images', 'uploads');
}

const MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000;
const SIGNATURES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
} as const;

/** An image's WebP renditions, one per width the app shows. */
export type Renditions = Record<UploadWidth, Buffer>;

/**
 * Re-encodes one uploaded file (issue 3, docs/decisions/0009). The file is judged by its content,
 * never its name or declared type: the first bytes must be a JPEG or PNG signature and the header
 * must agree. The size in pixels is read from the header before anything is decoded, so a
 * decompression bomb is refused without its pixels ever being allocated. The image is turned upright
 * per its EXIF orientation and written as WebP at each width of UPLOAD_WIDTHS (aspect kept, never
 * enlarged) with no metadata at all (sharp writes none unless asked: no EXIF, GPS, XMP or comments).
 * Throws 400 AppError: m.uploadNotImage(), m.uploadTooManyPixels().
 */
export async function renderUpload(file: Buffer): Promise<Renditions> {
  const format = (Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[]).find((name) =>
    file.subarray(0, SIGNATURES[name].length).equals(SIGNATURES[name]),
  );
  if (!format) throw new AppError('BAD_REQUEST', 'uploadNotImage');
  let header: Metadata;
  try {
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'uploadNotImage');
  }
  if (header.format !== format || !header.width || !header.height) {
    throw new AppError('BAD_REQUEST', 'uploadNotImage');
  }
  if (header.width * header.height > MAX_PIXELS) throw new AppError('BAD_REQUEST', 'uploadTooManyPixels');

  try {
    // The pixel limit again at decode time, in case a file's frames disagree with its header.
    const upright = sharp(file, { limitInputPixels: MAX_PIXELS }).autoOrient();
    // One width after another: two pipelines at once would hold two decodes (issue 11).
    const encoded: Buffer[] = [];
    for (const width of UPLOAD_WIDTHS) {
      encoded.push(await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
    }
    return Object.fromEntries(UPLOAD_WIDTHS.map((width, index) => [width, encoded[index]!])) as Renditions;
  } catch {
    throw new AppError('BAD_REQUEST', 'uploadNotImage');
  }
}

/**
 * Writes every rendition of every image into the uploads folder, or none: on a failed write the files
 * already written are removed and the error propagates. Never overwrites (keys are fresh ids).
 */
export async function writeRenditions(dir: string, images: { key: string; renditions: Renditions }[]): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const { key, renditions } of images) {
      for (const width of UPLOAD_WIDTHS) {
        const file = path.join(dir, renditionFileName(key, width));
        await fs.writeFile(file, renditions[width], { flag: 'wx' });
        written.push(file);
      }
    }
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
}
