import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { getLocale, setLocale } from '@rasoi/domain/locale';
import { reloadPage } from '../lib/reload-page.ts';
import { LanguageSwitch } from './language-switch.tsx';

vi.mock('../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

afterEach(() => {
  void setLocale('en', { reload: false });
  document.documentElement.lang = 'en';
  localStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

describe('LanguageSwitch (issue 16, D62, D84)', () => {
  it("starts from the browser's language and offers each language in its own words", () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(radio('English').checked).toBe(true);
    expect(radio('हिन्दी').checked).toBe(false);
    expect(screen.getByText('हिन्दी').getAttribute('lang')).toBe('hi');
  });

  it('remembers Hindi on the device and writes itself in it in place, without loading the page again', () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    expect(getLocale()).toBe('hi');
    expect(localStorage.getItem('PARAGLIDE_LOCALE')).toBe('hi');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(radio('हिन्दी').checked).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('is named in Hindi once Hindi is chosen', () => {
    void setLocale('hi', { reload: false });
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(radio('हिन्दी').checked).toBe(true);
  });
});
