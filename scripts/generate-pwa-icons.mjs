/**
 * Draws the installable app's PNG icons (docs/architecture.md 'PWA') from apps/web/public/logo.svg
 * into apps/web/public/icons/: 192 and 512 'any' icons (the logo on the app's cream, rounded), a 512
 * maskable icon (the logo inside the 80% safe circle on the theme colour's light tint, full bleed) and
 * a 180 apple-touch-icon. Run once after the logo changes and commit the PNGs:
 *   node scripts/generate-pwa-icons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');
const outDir = join(publicDir, 'icons');
const logo = readFileSync(join(publicDir, 'logo.svg'));
const CREAM = '#fffaf3';
const SOFT = '#ffedd5';

/** The logo rendered at `size` pixels square. */
const logoAt = (size) =>
  sharp(logo, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();

/** A square canvas with the logo centred at `scale` of the side; `radius` rounds the corners. */
async function icon({ size, scale, background, radius = 0, file }) {
  const inner = Math.round(size * scale);
  const offset = Math.round((size - inner) / 2);
  const shape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/></svg>`,
  );
  await sharp(shape)
    .composite([{ input: await logoAt(inner), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
  console.info(`wrote apps/web/public/icons/${file}`);
}

mkdirSync(outDir, { recursive: true });
await icon({ size: 192, scale: 0.78, background: CREAM, radius: 42, file: 'icon-192.png' });
await icon({ size: 512, scale: 0.78, background: CREAM, radius: 112, file: 'icon-512.png' });
// Maskable: launchers crop to a shape inside the central 80% circle, so the logo stays within ~56%.
await icon({ size: 512, scale: 0.56, background: SOFT, file: 'icon-maskable-512.png' });
// iOS ignores the manifest's icons and rounds this one itself: no transparency, no rounding.
await icon({ size: 180, scale: 0.78, background: CREAM, file: 'apple-touch-icon.png' });
