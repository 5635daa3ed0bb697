import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MobileOnly } from './app/mobile-only.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles.css';

const router = createAppRouter();

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
