import { API_BASE_PATH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { intlLocale, type Locale } from '@rasoi/domain/locale';
import { localized } from '@rasoi/domain/localized';
import { MENU_PICTURE_LAYOUTS, MENU_PICTURE_PATH, SHARED_MENU_PATH, sharedItemPath } from '@rasoi/domain/share';
import type { AppContext } from '../../../app-context.ts';
import { fromFlag } from '../../../db/values.ts';
import { findDish, findMeal } from '../menu/menu-queries.ts';
import { escapeMarkup } from './escape-markup.ts';
import { rupees } from './menu-picture-svg.ts';
import { menuPicturesOf, pictureInput } from './picture-input.ts';

/** A chat shows about this much of a preview's description. */
const DESCRIPTION_MAX = 200;

type Preview = {
  /** The kitchen's language, which the preview is written in (issue 16, D62). */
  locale: Locale;
  title: string;
  description: string;
  url: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  siteName: string;
};

/** The preview's Open Graph and Twitter tags, every value escaped for a double-quoted attribute. */
function previewTags(preview: Preview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    // Open Graph writes a locale with an underscore: 'en_IN', 'hi_IN'.
    ['property', 'og:locale', intlLocale(preview.locale).replace('-', '_')],
    ['property', 'og:site_name', preview.siteName],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.image) {
    tags.push(['property', 'og:image', preview.image.url], ['property', 'og:image:alt', preview.image.alt]);
    if (preview.image.width && preview.image.height) {
      tags.push(
        ['property', 'og:image:type', 'image/png'],
        ['property', 'og:image:width', String(preview.image.width)],
        ['property', 'og:image:height', String(preview.image.height)],
      );
    }
    tags.push(['name', 'twitter:image', preview.image.url]);
  }
  return tags.map(([key, name, value]) => `<meta ${key}="${name}" content="${escapeMarkup(value)}" />`).join('\n    ');
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` cut to DESCRIPTION_MAX characters with '…', never inside one (a Hindi letter keeps its matras). */
function short(text: string): string {
  const parts = [...graphemes.segment(text)].map((part) => part.segment);
  return parts.length <= DESCRIPTION_MAX
    ? text
    : `${parts
        .slice(0, DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Today's menu's preview: its title, the thalis with prices and the order-by times, the wide picture, in
 * the kitchen's language (issue 16).
 */
async function menuPreview(ctx: AppContext, origin: string): Promise<Preview> {
  const input = await pictureInput(ctx, 'wide');
  const { menu } = input;
  const { locale } = menu;
  const title = m.shareMenuTitle({ kitchen: menu.kitchen }, { locale });
  // The order-by times first: a chat cuts the description, and they are what a neighbour must act on.
  const lines = [
    ...menu.slots.map((slot) => `${slot.name}: ${m.shareMenuOrderBy({ time: slot.orderBy }, { locale })}`),
    ...menu.thalis.map((thali) => `${thali.name} ${rupees(thali.price, locale)}`),
  ];
  // The ETag's hash in the picture's link: a chat caches previews by URL, so a changed menu gets a new one.
  const version = menuPicturesOf(ctx.db).etagOf(input).replaceAll('"', '');
  const { width, height } = MENU_PICTURE_LAYOUTS.wide;
  return {
    locale,
    title,
    description: short(lines.length > 0 ? lines.join(' · ') : menu.dateLabel),
    url: `${origin}${SHARED_MENU_PATH}`,
    image: { url: `${origin}${API_BASE_PATH}${MENU_PICTURE_PATH}?v=${version}`, width, height, alt: title },
    siteName: menu.kitchen,
  };
}

/** A shown thali's or dish's preview in the kitchen's language (issue 16), or null when the id names none. */
async function itemPreview(ctx: AppContext, id: string, origin: string): Promise<Preview | null> {
  const meal = await findMeal(ctx.db, id);
  const dishRow = meal ? undefined : await findDish(ctx.db, id);
  const { name: kitchen, language: locale } = await ctx.kitchenSettings.get();
  // In the kitchen's language, as the rest of the preview: the seller's Hindi texts when it is Hindi and
  // there are some, else the English (issue 16, D62).
  const item = meal
    ? {
        ...localized(meal, locale),
        price: meal.selling_price,
        shown: meal.is_show,
        images: meal.img_url,
      }
    : dishRow
      ? {
          ...localized(dishRow, locale),
          price: dishRow.selling_price,
          shown: fromFlag(dishRow.is_show),
          images: JSON.parse(dishRow.img_url) as string[],
        }
      : null;
  if (!item || !item.shown) return null;
  const price = rupees(item.price, locale);
  const image = item.images[0] ? new URL(item.images[0], origin) : null;
  return {
    locale,
    title: m.shareItemTitle({ name: item.name, price }, { locale }),
    description: short(item.description || m.shareItemText({ name: item.name, price, kitchen }, { locale })),
    url: `${origin}${sharedItemPath(id)}`,
    ...(image && /^https?:$/.test(image.protocol) ? { image: { url: image.href, alt: item.name } } : {}),
    siteName: kitchen,
  };
}

/** The id in a shared item's path ('/dish/:id'), or null for any other path or a broken escape. */
function sharedItemId(pathname: string): string | null {
  const match = /^\/dish\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The preview tags for a shared page's head (issue 15, D58), for link previews made without JavaScript
 * (WhatsApp and other crawlers): today's menu at SHARED_MENU_PATH, a shown thali or dish at
 * '/dish/:id'; null for any other path or an id that names nothing shown (the page then gets the plain
 * index.html, and the app says what it says). Absolute URLs from PUBLIC_URL, never from the request's
 * Host (docs/decisions/0073): a forged Host names no other site and makes no new picture. Written in the
 * kitchen's language, whoever asks (issue 16, D62): a chat shows one preview to everyone.
 */
export async function sharePageHead(ctx: AppContext, pathname: string): Promise<string | null> {
  const origin = ctx.config.publicUrl;
  if (pathname.replace(/\/$/, '') === SHARED_MENU_PATH) return previewTags(await menuPreview(ctx, origin));
  const id = sharedItemId(pathname);
  if (id === null) return null;
  const preview = await itemPreview(ctx, id, origin);
  return preview ? previewTags(preview) : null;
}
