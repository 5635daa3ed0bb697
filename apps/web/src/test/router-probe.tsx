import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';

/** What a test reads of the router: the location, the last history action, and navigate. */
export type RouterView = { state: { location: Location; historyAction: NavigationType }; navigate: NavigateFunction };

/**
 * A view of a MemoryRouter for tests, as data mode's router object gave one (docs/decisions/0045):
 * render `<Probe />` inside the router, then read `router.state` or call `router.navigate` (inside act).
 */
export function routerProbe(): { router: RouterView; Probe: () => null } {
  const router = { state: {}, navigate: () => undefined } as unknown as RouterView;
  function Probe() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    router.navigate = useNavigate();
    return null;
  }
  return { router, Probe };
}
