import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppTree } from './app/app-tree.tsx';
import { readServerScreen } from './app/server-screen.ts';
import { TakenOver } from './app/taken-over.tsx';
import { queryClient } from './api/query-client.ts';
import { loadOverlayLayer } from './app/overlay-host.tsx';
import { preloadPage } from './app/router.tsx';
import { hasShownSplash } from './app/splash-once.ts';
import { listenForInstallPrompt } from './lib/install-store.ts';
import { kitchenTitle } from './api/kitchen-name.ts';
import { keepLanguageForThePage, onLanguageChange, rememberLanguageForServer } from './lib/language.ts';
import { preloadModule } from './ui/use-loaded.ts';
import { whenIdle } from './lib/when-idle.ts';
import { setWrittenAt } from './lib/use-slot-clock.ts';
import { readToken, renderAs } from './lib/session-store.ts';
import { DEFAULT_KITCHEN_DESCRIPTION, DEFAULT_KITCHEN_NAME } from '@rasoi/domain/kitchen-defaults';
import { getLocale } from '@rasoi/domain/locale';
import { checkSchemasWithoutEval } from '@rasoi/domain/schema-runtime';
import './styles.css';

// Before any schema parses: zod's probe for compiled checks would be reported against the page's CSP (issue 17).
checkSchemasWithoutEval();
/** The page's first screen as the server wrote it (D117), or null when the HTML carries none. */
const serverScreen = readServerScreen();
keepLanguageForThePage();
// The page's language for screen readers, fonts and hyphenation: the device's choice or the browser's (D62).
document.documentElement.lang = getLocale();
// The server writes the next page's first screen in it (D117).
rememberLanguageForServer(getLocale());
// index.html's <title> is English until the app starts; from here it reads in the same language (the seller
// area keeps it; the customer pages write the kitchen's own name and description over it, D62).
document.title = kitchenTitle(DEFAULT_KITCHEN_NAME, DEFAULT_KITCHEN_DESCRIPTION);
// A change of language (D84): the title again in it (a customer page writes the kitchen's over it as it
// renders anew), and the server's answers read again, since their sentences are in the old one.
onLanguageChange(() => {
  document.title = kitchenTitle(DEFAULT_KITCHEN_NAME, DEFAULT_KITCHEN_DESCRIPTION);
  void queryClient.invalidateQueries();
});

// The installable app (issue 5): keep the browser's install prompt for 'Download app', and register the
// service worker (offline app shell, push). A new release's worker waits, and the app lets it in at a
// safe moment (app/app-update.ts, D43). The worker is registered once the first load is done, so its
// precache downloads do not compete with the page's own (issue 6).
listenForInstallPrompt();
if (import.meta.env.PROD) {
  whenIdle(() => void import('./app/app-update.ts').then(({ startAppUpdates }) => startAppUpdates()));
}

/**
 * Renders the app; `root.render` in a transition so React renders in slices (issue 6: no long task). A
 * page the server wrote in this language is taken over as it is (hydration), its reads' answers put in
 * the query cache first, so the first render is the server's markup; any other page is painted anew.
 */
function render() {
  // Either way, the page's starter learns once the app has committed (public/start-app.js, D121).
  const app = (
    <TakenOver>
      <AppTree router={BrowserRouter} />
    </TakenOver>
  );
  const container = document.getElementById('root')!;
  // A page written for the customer is taken over with their token; were it gone meanwhile (logged out in
  // another tab), the page would not match what the app shows, so it is painted anew.
  const signedIn = serverScreen?.state.signedIn === true;
  if (serverScreen && serverScreen.locale === getLocale() && (!signedIn || readToken() !== null)) {
    if (signedIn) renderAs(readToken());
    hydrate(queryClient, serverScreen.state.queries);
    setWrittenAt(serverScreen.state.writtenAt);
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// A first visit opens with the splash (spec 4): its layer is loaded before the first render, so the splash
// is what is painted first; later visits render at once without it. A visit that lands on a lazy page
// renders once that page's code is in (preloaded by its index.html copy, D26), so it paints the page.
const splashLayer = hasShownSplash() ? undefined : preloadModule(loadOverlayLayer);
const page = preloadPage(window.location.pathname);
if (!splashLayer && !page) render();
else void Promise.all([splashLayer, page]).then(render, render);
