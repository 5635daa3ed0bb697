import { useEffect, useState } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import { reloadPage } from '../lib/reload-page.ts';
import { reloadIntoNewBuild, shouldReload } from './stale-build.ts';

/**
 * What a page whose code did not load shows (issue 13, docs/decisions/0043), never the raw error: it
 * reloads once into the new build (stale-build.ts), showing nothing meanwhile; when a reload cannot help
 * (offline, or already tried) a friendly screen from the message table says the cart is saved and offers
 * a retry, which reloads the same URL. Part of the first load: the chunks it would otherwise load are
 * what is missing; its button wears the top bar's login classes, so it adds few bytes (D26 budget).
 */
export function LoadFailure() {
  const [reload] = useState(shouldReload);

  useEffect(() => {
    if (reload) reloadIntoNewBuild();
  }, [reload]);

  if (reload) return null;
  return (
    // A div: inside the customer pages the layout already holds the one <main>.
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="font-display text-2xl font-bold text-ink">{m.loadFailedTitle()}</h1>
      <p className="text-muted">{m.loadFailedBody()}</p>
      <button
        type="button"
        onClick={reloadPage}
        className="min-h-11 rounded-xl bg-primary px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-dark"
      >
        {m.tryAgain()}
      </button>
    </div>
  );
}
