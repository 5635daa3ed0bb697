import * as messages from '@rasoi/domain/i18n/messages';
import { LOCALES, type Locale } from '@rasoi/domain/locale';

type Message = (inputs: Record<string, string>, options: { locale: Locale }) => string;
type Template = { message: Message; pattern: RegExp; names: string[] };

// A message's template in a language: the message called with inputs that answer each name as '{name}'.
const asTemplate = new Proxy({}, { get: (_, name) => `{${String(name)}}` }) as Record<string, string>;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Message words that other sentences are filled with, and that change with the language: day words, and
// the price fields the catalogue's validation names ('{label} must be a number', packages/domain/src/catalogue.ts).
const FILLED_WORDS: readonly Message[] = [
  messages.dayToday,
  messages.dayTomorrow,
  messages.price,
  messages.costPrice,
  messages.sellingPrice,
  messages.actualPrice,
];

let tables: { exact: Map<string, Message>; templates: Template[] } | undefined;

function buildTables() {
  const exact = new Map<string, Message>();
  const templates: Template[] = [];
  for (const message of Object.values(messages) as Message[]) {
    if (typeof message !== 'function') continue;
    for (const locale of LOCALES) {
      const text = message(asTemplate, { locale });
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!);
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, message);
        continue;
      }
      // A template of placeholders and punctuation ('{count}/{max}') would match any sentence.
      if (!/\p{L}{3}/u.test(text.replace(/\{\w+\}/g, ''))) continue;
      const source = text
        .split(/\{\w+\}/)
        .map(escape)
        .join('(.+?)');
      templates.push({ message, names, pattern: new RegExp(`^${source}$`, 's') });
    }
  }
  // The most specific templates (most literal text) are tried first.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, templates };
}

function filledWord(value: string, locale: Locale): string {
  const word = tables!.exact.get(value);
  return word && FILLED_WORDS.includes(word) ? word({}, { locale }) : value;
}

/**
 * A sentence from the message table, in whichever language it was written, written in `locale` (issue 16,
 * D62); a sentence the table does not know (data, or a sentence already built in `locale`) as it is.
 * Texts written before a request had a language, such as the domain schemas' validation messages, are
 * English, and work batched across requests runs in one request's language: the error envelope passes
 * every sentence through here. A filled-in template is recognised too, with its day words ('today').
 */
export function translateSentence(sentence: string, locale: Locale): string {
  tables ??= buildTables();
  const exact = tables.exact.get(sentence);
  if (exact) return exact({}, { locale });
  for (const { message, names, pattern } of tables.templates) {
    const found = pattern.exec(sentence);
    if (!found) continue;
    return message(Object.fromEntries(names.map((name, index) => [name, filledWord(found[index + 1]!, locale)])), {
      locale,
    });
  }
  return sentence;
}
