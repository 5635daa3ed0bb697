import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll offsets (px) of the history entries this tab visited, by location key. */
const positions = new Map<string, number>();
let lastPathname: string | undefined;

/**
 * Page scroll like a browser's own (docs/decisions/0045): a new page (a push or replace to another
 * path) starts at the top, Back/Forward (POP) returns to where that entry was left, and a change of the
 * search alone (an overlay opening) does not move the page, nor does the app's start: the first page keeps the
 * scroll it has. Data mode's <ScrollRestoration /> is not
 * available in declarative mode, hence this. Call once per layout; the router commits a new location
 * only once its lazy page has rendered (navigations are transitions), so the page is tall enough here.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  // The entry the page's scroll belongs to: switched before the new page is scrolled, so no scroll of the
  // new page (ours, or the browser clamping a shorter page) is noted against the entry left behind.
  const entry = useRef(location.key);

  useEffect(() => {
    // The app restores scroll itself; the browser's own would jump before the page has rendered.
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(entry.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    entry.current = location.key;
    const firstPage = lastPathname === undefined;
    const samePage = lastPathname === location.pathname;
    lastPathname = location.pathname;
    // The page the tab opened on stays where it is: on a page the server wrote (D117) the visitor may
    // have scrolled before the app took it over, and a jump to the top would move what they were tapping.
    if (firstPage) return;
    if (navigationType === 'POP') window.scrollTo(0, positions.get(location.key) ?? 0);
    else if (!samePage) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);
}
