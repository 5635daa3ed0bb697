import { beforeAll } from 'vitest';
import { setLocale } from '@rasoi/domain/locale';
import { useAddress } from '../lib/address-store.ts';
import { useCart } from '../lib/cart-store.ts';
import { useDiet } from '../lib/diet-store.ts';
import { useUi } from '../lib/ui-store.ts';

/**
 * Each web test file starts where a fresh page would (D104): the web project's files share one module
 * graph and one jsdom a worker (`isolate: false`), so what a file before it left behind is cleared here
 * before its first test: the browser's storage, the address bar, the page's language and the app's
 * stores (cart, address, diet notes, overlays) back to their first state. A file that mocks a module
 * (`vi.mock`) needs modules nobody loaded yet: it is named `*.isolated.test.tsx` and runs with a fresh
 * graph of its own.
 */
beforeAll(() => {
  // A file that asks for Node's environment (the lint tests) has no page to clear.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  void setLocale('en', { reload: false });
  for (const store of [useCart, useAddress, useDiet, useUi]) {
    (store as { setState(state: unknown, replace: true): void }).setState(store.getInitialState(), true);
  }
});
