import { describe, expect, it } from 'vitest';
import { getLocale } from '@rasoi/domain/locale';
import { m } from '@rasoi/domain/i18n/messages';
import { chooseLanguage, keepLanguageForThePage } from './language.ts';

/**
 * The page's language is resolved once (issue 29): a render asks for it with every text, and reading the
 * device's storage each time was a tenth of a menu's take-over. Changing it still works in place (D84).
 */
describe('the language kept for the page', () => {
  it('answers the language the page opened in, and the one the customer chooses after', () => {
    localStorage.setItem('PARAGLIDE_LOCALE', 'hi');
    keepLanguageForThePage();
    expect(getLocale()).toBe('hi');
    expect(m.myOrders()).toBe('मेरे ऑर्डर');

    // Another tab's choice is not read on every text: this page's texts stay in one language.
    localStorage.setItem('PARAGLIDE_LOCALE', 'en');
    expect(getLocale()).toBe('hi');

    chooseLanguage('en');
    expect(getLocale()).toBe('en');
    expect(m.myOrders()).toBe('My Orders');
    expect(localStorage.getItem('PARAGLIDE_LOCALE')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
