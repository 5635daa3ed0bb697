import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { MobileOnly } from './app/mobile-only.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { listenForInstallPrompt } from './features/install/install-store.ts';
import './styles.css';

const router = createAppRouter();

// The installable app (issue 5): keep the browser's install prompt for 'Download app', and register the
// service worker (offline app shell, push); a new release's worker takes over and the page reloads once.
listenForInstallPrompt();
if (import.meta.env.PROD) registerSW({ immediate: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      {/* The app is for phones: from md up it is hidden and 'Mobile Only Experience' shows (spec 1). */}
      <div className="md:hidden">
        <RouterProvider router={router} />
      </div>
      <MobileOnly />
    </AppProviders>
  </StrictMode>,
);
