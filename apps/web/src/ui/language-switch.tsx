import { useId } from 'react';
import { Languages } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import type { Locale } from '@rasoi/domain/locale';
import { chooseLanguage, useLanguage } from '../lib/language.ts';

const CHOICES: readonly { locale: Locale; name: () => string }[] = [
  { locale: 'en', name: m.languageEn },
  { locale: 'hi', name: m.languageHi },
];

/**
 * The language switch of the customer's and the seller's profile (issue 16, D62): English or हिन्दी,
 * each written in its own language (and marked so for a screen reader). A choice is remembered on the
 * device and the app renders again in place (D84, no page reload), so every text, number and date is
 * written anew in that language; until a choice is made the browser's language decides.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const id = useId();
  const current = useLanguage();

  function choose(locale: Locale) {
    chooseLanguage(locale);
  }

  return (
    <fieldset className={`flex flex-wrap items-center gap-3 ${className}`}>
      <legend className="sr-only">{m.language()}</legend>
      <span className="flex items-center gap-3 font-medium text-ink" aria-hidden="true">
        <span className="grid size-9 place-items-center rounded-xl bg-primary-soft text-primary">
          <Languages className="size-5" />
        </span>
        {m.language()}
      </span>
      <span className="ml-auto flex gap-1 rounded-full bg-primary-soft p-1">
        {CHOICES.map(({ locale, name }) => (
          <label
            key={locale}
            lang={locale}
            className="relative flex min-h-11 min-w-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-primary-dark has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-dark"
          >
            <input
              type="radio"
              name={`${id}-language`}
              value={locale}
              checked={locale === current}
              onChange={() => choose(locale)}
              className="sr-only"
            />
            {name()}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
