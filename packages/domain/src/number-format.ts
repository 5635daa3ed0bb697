/**
 * One `Intl.NumberFormat` per locale and options, made once and kept (issue 29): `toLocaleString(locale)`
 * makes a new one on every call, and making one costs ICU work. A menu's first render writes a price on
 * every card, so the web app's take-over of a written page spent most of its own time there.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** The kept `Intl.NumberFormat` for `locale` ('en-IN', 'hi-IN') and `options`; made on the first ask. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
