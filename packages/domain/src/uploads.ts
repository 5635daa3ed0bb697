import { UPLOAD_WIDTHS, type UploadWidth } from './constants.ts';

/**
 * Where uploaded photos live and how their WebP renditions are named (docs/decisions/0009), for the
 * server that writes and serves them and the web app that picks the width to download (issue 6).
 */

/** URL path under which uploaded images are served. */
export const UPLOADS_PATH = '/images/uploads/';

/** URL path of the demo menu's pictures (the server's `seed-images/` folder). */
export const SEED_IMAGES_PATH = '/images/seed/';

/** The stored file name of one rendition: `<key>-<width>.webp`. */
export function renditionFileName(key: string, width: UploadWidth): string {
  return `${key}-${width}.webp`;
}

/** The URL of one rendition of the upload `key`. */
export function renditionUrl(key: string, width: UploadWidth): string {
  return UPLOADS_PATH + renditionFileName(key, width);
}

const RENDITION_URL = new RegExp(`^${UPLOADS_PATH}([0-9a-f]{24})-(\\d+)\\.webp$`);

const SEED_IMAGE_URL = new RegExp(`^${SEED_IMAGES_PATH}[a-z0-9]+(-[a-z0-9]+)*\\.svg$`);

/**
 * Whether `url` names a picture the app itself serves (issue 11): one rendition of an upload
 * (`/images/uploads/<24 hex key>-<width>.webp`, a width of UPLOAD_WIDTHS) or a demo menu picture
 * (`/images/seed/<name>.svg`). Nothing else, so no dot-segment, query or foreign address gets in.
 */
export function isAppImageUrl(url: string): boolean {
  const match = RENDITION_URL.exec(url);
  if (match) return UPLOAD_WIDTHS.some((width) => String(width) === match[2]);
  return SEED_IMAGE_URL.test(url);
}

/**
 * The `srcset` of a stored picture URL: every width of an uploaded photo (`<url-400> 400w, <url-800> 800w`)
 * when `url` names one of its renditions, so the browser downloads the one that fits the size shown;
 * undefined for any other picture (the demo menu's SVGs, an outside URL).
 */
export function uploadSrcSet(url: string): string | undefined {
  const match = RENDITION_URL.exec(url);
  if (!match || !UPLOAD_WIDTHS.some((width) => String(width) === match[2])) return undefined;
  return UPLOAD_WIDTHS.map((width) => `${renditionUrl(match[1]!, width)} ${width}w`).join(', ');
}
