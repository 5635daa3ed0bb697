import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MenuPictureLayout } from '@rasoi/domain/share';
import { menuPictureSvg } from './menu-picture-svg.ts';
import type { TodaysMenu } from './todays-menu.ts';

/** How many rendered pictures an instance keeps: today's two layouts, and those of the last few changes. */
const KEPT_PICTURES = 12;

/**
 * What a picture is made from, and all it is keyed on (docs/decisions/0073): the menu, its layout and the
 * link printed on it (from PUBLIC_URL, never from a request).
 */
export type MenuPictureInput = { menu: TodaysMenu; layout: MenuPictureLayout; linkText: string };

/** A rendered picture and its strong ETag (the hash of its inputs). */
export type MenuPicture = { png: Buffer; etag: string };

/** The menu pictures of one app: rendered once per input, whoever asks (issue 15, D58). */
export type MenuPictures = {
  /** The ETag the picture of `input` has, without rendering it (a 304 needs no picture). */
  etagOf(input: MenuPictureInput): string;
  /** The picture of `input`, rendered on first use; requests that miss together share one render. */
  get(input: MenuPictureInput): Promise<MenuPicture>;
  /** How many pictures this app has drawn so far (a render started; a cached one never counts again). */
  readonly drawings: number;
};

/**
 * A picture cache keyed by a hash of its inputs (issue 15, D58; docs/decisions/0073): a group of 300
 * opening one link makes one render, whatever Host header each sends; a new price, thali, slot or name
 * hashes differently and makes a new picture. The oldest pictures are dropped past KEPT_PICTURES; a
 * failed render is not kept.
 */
export function createMenuPictures(): MenuPictures {
  const kept = new Map<string, Promise<MenuPicture>>();
  let drawings = 0;
  const etagOf = (input: MenuPictureInput) =>
    `"${createHash('sha1').update(JSON.stringify(input)).digest('base64url')}"`;
  return {
    etagOf,
    get drawings() {
      return drawings;
    },
    get(input) {
      const etag = etagOf(input);
      let picture = kept.get(etag);
      if (!picture) {
        drawings += 1;
        picture = render(input).then((png) => ({ png, etag }));
        kept.set(etag, picture);
        picture.catch(() => kept.delete(etag));
        while (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value as string);
      }
      return picture;
    },
  };
}

/** Renders the picture's SVG to PNG with sharp (librsvg, fonts through fontconfig). */
async function render({ menu, layout, linkText }: MenuPictureInput): Promise<Buffer> {
  const svg = menuPictureSvg(menu, layout, linkText);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
