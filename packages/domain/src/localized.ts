import type { Locale } from './locale.ts';

/**
 * A thali's or dish's texts as the API answers them (issue 16, D62): the English name and description
 * the seller must give, and the Hindi ones the seller may give (null or left out when none).
 */
export type ItemTexts = {
  name: string;
  description?: string | null | undefined;
  name_hi?: string | null | undefined;
  description_hi?: string | null | undefined;
};

/**
 * What to show of an item in a language: `name` and `description` ('' when it has none), and
 * `nameLang` / `descriptionLang`, the language a text is in when it is not the one asked for (the
 * English fallback on a Hindi page), for a `lang` attribute; undefined when it is the one asked for.
 */
export type LocalizedItem = {
  name: string;
  description: string;
  nameLang: Locale | undefined;
  descriptionLang: Locale | undefined;
};

/** The Hindi text when `locale` is 'hi' and there is one (not blank), else the English text. */
function pick(english: string, hindi: string | null | undefined, locale: Locale): { text: string; lang?: Locale } {
  if (locale !== 'hi') return { text: english };
  if (hindi?.trim()) return { text: hindi };
  return { text: english, lang: 'en' };
}

/**
 * An item's name and description in `locale` (issue 16, D62; callers pass the current one, `getLocale()`):
 * in Hindi the seller's Hindi text where there is one, falling back to the English one each on its own
 * (a Hindi name with an English description is fine); in English always the English. Pure.
 */
export function localized(item: ItemTexts, locale: Locale): LocalizedItem {
  const name = pick(item.name, item.name_hi, locale);
  const description = pick(item.description ?? '', item.description_hi, locale);
  return {
    name: name.text,
    description: description.text,
    nameLang: name.lang,
    // An empty description shows nothing, so it needs no language.
    descriptionLang: description.text ? description.lang : undefined,
  };
}

/** An item's name in `locale`: `localized(item, locale).name`. */
export function itemName(item: ItemTexts, locale: Locale): string {
  return localized(item, locale).name;
}

/** An item's description in `locale`, '' when it has none: `localized(item, locale).description`. */
export function itemDescription(item: ItemTexts, locale: Locale): string {
  return localized(item, locale).description;
}

/**
 * True when the item's name, in English or in Hindi, holds `needle` (already trimmed and lower-cased;
 * issue 16, D62: a customer may search for 'दाल' or 'dal' whichever language the page is in).
 */
export function nameMatches(item: ItemTexts, needle: string): boolean {
  return [item.name, item.name_hi ?? ''].some((text) => text.toLowerCase().includes(needle));
}

/**
 * The `lang` attribute of a text written in `lang` shown on a page in `pageLocale`: undefined when they
 * agree (the page's own lang covers it), else `lang` (a Hindi name on an English page: 'hi').
 */
export function partLang(lang: Locale, pageLocale: Locale): Locale | undefined {
  return lang === pageLocale ? undefined : lang;
}
