import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import type { KitchenData } from '@rasoi/domain/api';
import { kitchenData } from '../../test/kitchen-data.ts';
import { renderApp } from '../../test/render.tsx';
import { useKitchenName } from '../../api/kitchen-name.ts';
import { ShareMenuButton } from './share-menu-button.tsx';

/** Shows the kitchen's name once GET /kitchen has answered. */
function KitchenNameProbe() {
  return <output aria-label="kitchen name">{useKitchenName()}</output>;
}

/** A phone with a share sheet that takes no files, and a server whose GET /kitchen answers `kitchen`. */
function stubPhone(kitchen: KitchenData) {
  const share = vi.fn(async (_data: ShareData) => {});
  vi.stubGlobal('navigator', { ...navigator, share, canShare: () => false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'success', data: kitchen }), { status: 200 })),
  );
  return share;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Share today's menu' (issue 15, D58)", () => {
  it.each([
    ['en', "Sharma Rasoi — today's menu", "Today's menu from Sharma Rasoi. Order here:"],
    ['hi', 'Sharma Rasoi — आज का मेन्यू', 'Sharma Rasoi का आज का मेन्यू। यहाँ ऑर्डर करें:'],
  ] as const)(
    "shares the title and text in the kitchen's language (%s), as the picture is (issue 16)",
    async (language, title, text) => {
      const share = stubPhone(kitchenData({ name: 'Sharma Rasoi', language }));
      renderApp(
        <>
          <ShareMenuButton />
          <KitchenNameProbe />
        </>,
      );
      await waitFor(() => expect(screen.getByLabelText('kitchen name').textContent).toBe('Sharma Rasoi'));
      fireEvent.click(screen.getByRole('button', { name: m.shareTodaysMenu() }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share.mock.calls[0]![0]).toEqual({ title, text, url: `${window.location.origin}/menu/today` });
    },
  );
});
