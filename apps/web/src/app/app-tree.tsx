import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { MobileOnlyGate } from './mobile-only-gate.tsx';
import { InLanguage } from '../ui/in-language.tsx';

/**
 * The whole app under a router: the browser's (main.tsx) or the server's, which renders a page's first
 * screen into its HTML (entry-server.tsx, D117). One tree for both, so the browser takes over the
 * server's markup as it is (hydration) rather than painting it again.
 */
export function AppTree({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        {/* A change of language writes every text anew in place, without a reload (D84). */}
        <InLanguage>
          {/* The app is for phones: from md up it is hidden and 'Mobile Only Experience' shows (spec 1), loaded only there. Printing lays the page out wider than md, so the app prints whatever the width (D111). */}
          <div className="md:hidden print:block!">
            <Router>
              <AppRoutes />
            </Router>
          </div>
          <MobileOnlyGate />
        </InLanguage>
      </AppProviders>
    </StrictMode>
  );
}
