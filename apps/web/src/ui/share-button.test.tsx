import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { ShareButton } from './share-button.tsx';

/** The share button (issue 15, D58): the share sheet where there is one, a WhatsApp link to tap where not. */
const REQUEST = {
  title: 'Dal Thali · ₹120',
  text: 'Dal Thali for ₹120 from Rasoi. Order here:',
  url: 'https://r.in/dish/m1',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

it('opens the share sheet with the title, text and link, and shows no WhatsApp link', async () => {
  const share = vi.fn(async () => {});
  vi.stubGlobal('navigator', { share });
  render(<ShareButton request={() => REQUEST}>{m.shareItem()}</ShareButton>);
  fireEvent.click(screen.getByRole('button', { name: m.shareItem() }));
  await waitFor(() => expect(share).toHaveBeenCalledWith(REQUEST));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: m.shareItem() }).getAttribute('aria-busy')).toBe('false'),
  );
  expect(screen.queryByRole('link', { name: m.shareOnWhatsApp() })).toBeNull();
});

it('shows a WhatsApp link with the text and link where the browser has no share sheet', async () => {
  vi.stubGlobal('navigator', {});
  render(<ShareButton request={() => REQUEST}>{m.shareItem()}</ShareButton>);
  fireEvent.click(screen.getByRole('button', { name: m.shareItem() }));
  const link = await screen.findByRole('link', { name: m.shareOnWhatsApp() });
  expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(`${REQUEST.text} ${REQUEST.url}`);
});
