import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLocale } from '@rasoi/domain/locale';
import { OfflineAge } from './offline-age.tsx';

// 12:40 in India (the default kitchen clock, UTC+5:30).
const LOADED_AT = Date.parse('2026-12-07T07:10:00Z');

function renderAge(updatedAt: number) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <OfflineAge updatedAt={updatedAt} />
    </QueryClientProvider>,
  );
}

describe("the offline data's age (D115)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    void setLocale('en', { reload: false });
  });

  it('says when the data shown was loaded, on the kitchen clock, while offline', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderAge(LOADED_AT);
    expect(screen.getByText('Offline · showing what was loaded at 12:40')).toBeTruthy();
  });

  it('says it in Hindi', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    void setLocale('hi', { reload: false });
    renderAge(LOADED_AT);
    expect(screen.getByText('ऑफ़लाइन · 12:40 बजे तक लोड हुई जानकारी दिख रही है')).toBeTruthy();
  });

  it('says nothing online, or before anything was loaded', () => {
    expect(renderAge(LOADED_AT).container.innerHTML).toBe('');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(renderAge(0).container.innerHTML).toBe('');
  });
});
