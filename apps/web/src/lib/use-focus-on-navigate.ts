import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves the keyboard focus to the new page's first heading (else its `<main>`) after a navigation to
 * another path, when the focus was lost with the page left behind (issue 16, D61): a keyboard or
 * screen-reader user then starts on the new page instead of at the top of the document. A change of the
 * search alone (an overlay opening) and a focus something kept on purpose (a dialog, a field) are left be.
 * `mainRef`: the layout's `<main>`. Call once per layout, inside the router.
 */
export function useFocusOnNavigate(mainRef: { current: HTMLElement | null }): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost || document.querySelector('dialog[open]')) return;
    const main = mainRef.current;
    if (!main) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.setAttribute('data-route-focus', '');
    target.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
