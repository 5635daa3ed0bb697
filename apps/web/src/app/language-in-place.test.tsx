import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { setLocale } from '@rasoi/domain/locale';
import { useCart } from '../lib/cart-store.ts';
import { renderApp } from '../test/render.tsx';
import { InLanguage } from '../ui/in-language.tsx';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { BottomNav } from './bottom-nav.tsx';

const hindi = { locale: 'hi' } as const;
const english = { locale: 'en' } as const;
const navNames = () => screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));

afterEach(() => {
  void setLocale('en', { reload: false });
  document.documentElement.lang = 'en';
  localStorage.clear();
  useCart.getState().clearCart();
});

/** Choosing a language writes every text anew in place, without loading the page again (D84, issue 25). */
describe('a change of language', () => {
  it('rewrites the labels of the page in Hindi at once, the page and its stores kept', () => {
    const page = document.body;
    renderApp(
      <InLanguage>
        <LanguageSwitch />
        <BottomNav />
      </InLanguage>,
    );
    act(() => useCart.getState().addItem({ id: 'dal', title: 'Dal', price: 120, type: 'dish' }));
    expect(navNames()[0]).toBe(m.homeTab({}, english));

    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));

    // The bottom bar's labels were a table written once at load before D84: they now follow the choice.
    expect(navNames()).toEqual([
      m.homeTab({}, hindi),
      m.coupon({}, hindi),
      m.menu({}, hindi),
      m.order({}, hindi),
      `${m.cartTab({}, hindi)}, 1 ${m.item({}, hindi)}`,
    ]);
    expect(screen.getByRole('group', { name: m.language({}, hindi) })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    // The same document, the cart still holding its line: nothing was loaded again.
    expect(document.body).toBe(page);
    expect(useCart.getState().items).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(navNames()[0]).toBe(m.homeTab({}, english));
  });
});
