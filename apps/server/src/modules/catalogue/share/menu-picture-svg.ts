import { m } from '@rasoi/domain/i18n/messages';
import { intlLocale, type Locale } from '@rasoi/domain/locale';
import { numberFormat } from '@rasoi/domain/number-format';
import { MENU_PICTURE_LAYOUTS, type MenuPictureLayout } from '@rasoi/domain/share';
import { escapeMarkup } from './escape-markup.ts';
import type { SharedSlot, SharedThali, TodaysMenu } from './todays-menu.ts';

// The app's colours (apps/web/src/styles.css): the picture should look like the kitchen's app.
const PRIMARY = '#c2410c';
const PRIMARY_DARK = '#9a3412';
const PRIMARY_SOFT = '#ffedd5';
const CREAM = '#fffaf3';
const INK = '#1c1917';
const MUTED = '#78716c';
const LINE = '#f1e4d6';
// librsvg finds fonts through fontconfig (fonts-noto-core, .ci/run): Noto Sans for Latin, digits and '₹',
// Noto Sans Devanagari for Hindi (issue 16, D62); Pango takes each glyph from the first family that has it.
const FONT = `'Noto Sans', 'Noto Sans Devanagari', sans-serif`;

/** '₹120', Indian digit grouping for large amounts, written for `locale` (Latin digits in both languages). */
export function rupees(amount: number, locale: Locale): string {
  return `₹${numberFormat(intlLocale(locale)).format(amount)}`;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut with '…' to about `maxPx` wide at `size` px. SVG text does not wrap or measure itself: the
 * width is estimated per user-perceived character (a Devanagari letter with its matras and halant is one,
 * and never cut apart) from an average glyph (Noto Sans is ~0.56 em, bold ~0.6), short of the real one.
 */
function fit(text: string, maxPx: number, size: number, bold = false): string {
  const chars = Math.max(4, Math.floor(maxPx / (size * (bold ? 0.6 : 0.56))));
  const glyphs = [...graphemes.segment(text)].map((part) => part.segment);
  return glyphs.length <= chars
    ? text
    : `${glyphs
        .slice(0, chars - 1)
        .join('')
        .trimEnd()}…`;
}

type TextOptions = { size: number; fill: string; bold?: boolean; anchor?: 'end'; opacity?: number };

/** One line of escaped text at (x, y), y being the baseline. */
function text(x: number, y: number, value: string, options: TextOptions): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${options.size}"`,
    `fill="${options.fill}"`,
    options.bold ? 'font-weight="700"' : '',
    options.anchor ? `text-anchor="${options.anchor}"` : '',
    options.opacity === undefined ? '' : `fill-opacity="${options.opacity}"`,
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${escapeMarkup(value)}</text>`;
}

/** Geometry of one layout: the header, the thali list, the slot card and the link line. */
type Frame = {
  pad: number;
  header: number;
  title: number;
  subtitle: number;
  item: number;
  itemStep: number;
  maxThalis: number;
  /** The thali list's right edge (where prices end). */
  listRight: number;
  /** The slot card: where it starts, its width, one slot's height; side by side in `columns`. */
  card: { x: number; y: number; width: number; height: number; columns: number };
  slotName: number;
  slotLine: number;
  link: number;
};

const FRAMES: Record<MenuPictureLayout, Frame> = {
  wide: {
    pad: 60,
    header: 170,
    title: 54,
    subtitle: 28,
    item: 32,
    itemStep: 60,
    maxThalis: 5,
    listRight: 690,
    card: { x: 740, y: 205, width: 400, height: 335, columns: 1 },
    slotName: 30,
    slotLine: 24,
    link: 26,
  },
  portrait: {
    pad: 80,
    header: 300,
    title: 72,
    subtitle: 38,
    item: 42,
    itemStep: 84,
    maxThalis: 8,
    listRight: 1000,
    card: { x: 80, y: 1030, width: 920, height: 190, columns: 3 },
    slotName: 36,
    slotLine: 28,
    link: 34,
  },
};

/** The thali lines: name on the left, price at the right edge, a hairline between; '+ n more' past the cap. */
function thaliLines(thalis: readonly SharedThali[], frame: Frame, top: number, locale: Locale): string[] {
  if (thalis.length === 0)
    return [text(frame.pad, top + frame.item, m.shareMenuNoThalis({}, { locale }), { size: frame.item, fill: MUTED })];
  const shown = thalis.length > frame.maxThalis ? thalis.slice(0, frame.maxThalis - 1) : thalis;
  const parts = shown.flatMap((thali, index) => {
    const baseline = top + frame.item + index * frame.itemStep;
    const price = rupees(thali.price, locale);
    const room = frame.listRight - frame.pad - (price.length + 2) * frame.item * 0.62;
    return [
      text(frame.pad, baseline, fit(thali.name, room, frame.item), { size: frame.item, fill: INK }),
      text(frame.listRight, baseline, price, { size: frame.item, fill: PRIMARY, bold: true, anchor: 'end' }),
      `<rect x="${frame.pad}" y="${baseline + frame.itemStep * 0.3}" width="${frame.listRight - frame.pad}" height="2" fill="${LINE}"/>`,
    ];
  });
  if (shown.length < thalis.length) {
    const baseline = top + frame.item + shown.length * frame.itemStep;
    const more = m.shareMenuMore({ count: thalis.length - shown.length }, { locale });
    parts.push(text(frame.pad, baseline, more, { size: frame.item, fill: MUTED }));
  }
  return parts;
}

/** The slot card: each slot's name, order-by time and delivery window; 'order any time' without slots. */
function slotCard(slots: readonly SharedSlot[], frame: Frame, locale: Locale): string[] {
  const { card } = frame;
  const parts = [
    `<rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="28" fill="${PRIMARY_SOFT}"/>`,
  ];
  const inner = 32;
  if (slots.length === 0) {
    parts.push(
      text(card.x + inner, card.y + inner + frame.slotName, m.shareMenuOnDemand({}, { locale }), {
        size: frame.slotName,
        fill: PRIMARY_DARK,
        bold: true,
      }),
    );
    return parts;
  }
  const shown = Math.min(slots.length, 3);
  const columns = Math.min(card.columns, shown);
  const perColumn = Math.ceil(shown / columns);
  const columnWidth = card.width / columns;
  const rowHeight = (card.height - inner) / perColumn;
  slots.slice(0, 3).forEach((slot, index) => {
    const x = card.x + inner + Math.floor(index / perColumn) * columnWidth;
    const y = card.y + inner + (index % perColumn) * rowHeight;
    const width = columnWidth - inner * 1.5;
    const lineStep = frame.slotLine * 1.35;
    parts.push(
      text(x, y + frame.slotName, fit(slot.name, width, frame.slotName, true), {
        size: frame.slotName,
        fill: INK,
        bold: true,
      }),
      text(x, y + frame.slotName + lineStep, m.shareMenuOrderBy({ time: slot.orderBy }, { locale }), {
        size: frame.slotLine,
        fill: PRIMARY_DARK,
        bold: true,
      }),
      text(x, y + frame.slotName + lineStep * 2, m.shareMenuDelivery(slot, { locale }), {
        size: frame.slotLine,
        fill: MUTED,
      }),
    );
  });
  return parts;
}

/**
 * The SVG of today's menu picture in `layout` (issue 15, D58): the kitchen's name and today's date on a
 * band in the app's orange, the thalis with their prices, today's slots with order-by times and
 * delivery windows, and the link to order at (`linkText`, e.g. 'rasoi.example.in/menu/today'), every
 * word in the kitchen's language (`menu.locale`, issue 16, D62; the names are the seller's as typed).
 * Every text is escaped. Pure: sharp renders it (menu-picture.ts).
 */
export function menuPictureSvg(menu: TodaysMenu, layout: MenuPictureLayout, linkText: string): string {
  const { width, height } = MENU_PICTURE_LAYOUTS[layout];
  const frame = FRAMES[layout];
  const { locale } = menu;
  const subtitle = `${m.shareMenuHeading({}, { locale })} · ${menu.dateLabel}`;
  const titleBaseline = frame.header * 0.5;
  const listTop = frame.header + frame.pad * 0.6;
  const ring = frame.header * 0.9;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" xml:lang="${locale}">`,
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PRIMARY}"/><stop offset="1" stop-color="${PRIMARY_DARK}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="${CREAM}"/>`,
    `<rect width="${width}" height="${frame.header}" fill="url(#band)"/>`,
    // A plate's rim in the band's corner: the picture reads as food before its words do.
    `<circle cx="${width - frame.pad - ring * 0.35}" cy="${frame.header * 0.5}" r="${ring * 0.45}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${ring * 0.08}"/>`,
    `<circle cx="${width - frame.pad - ring * 0.35}" cy="${frame.header * 0.5}" r="${ring * 0.27}" fill="#ffffff" fill-opacity="0.12"/>`,
    text(frame.pad, titleBaseline, fit(menu.kitchen, width - frame.pad * 2 - ring, frame.title, true), {
      size: frame.title,
      fill: '#ffffff',
      bold: true,
    }),
    text(frame.pad, titleBaseline + frame.subtitle * 1.6, subtitle, {
      size: frame.subtitle,
      fill: '#ffffff',
      opacity: 0.9,
    }),
    ...thaliLines(menu.thalis, frame, listTop, locale),
    ...slotCard(menu.slots, frame, locale),
    text(
      frame.pad,
      height - frame.pad * 0.6,
      fit(m.shareMenuOrderAt({ link: linkText }, { locale }), width - frame.pad * 2, frame.link, true),
      {
        size: frame.link,
        fill: PRIMARY,
        bold: true,
      },
    ),
    '</svg>',
  ].join('');
}
