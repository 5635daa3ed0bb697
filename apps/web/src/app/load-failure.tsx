import { useEffect, useState } from 'react';
import { MESSAGES } from '@rasoi/domain/messages';
import { reloadPage } from '../lib/reload-page.ts';
import { LoadingDots } from '../ui/loading-dots.tsx';
import { loadFailureOutcome, reloadIntoNewBuild } from './stale-build.ts';

/**
 * What a page whose code did not load shows (issue 13, docs/decisions.md D43), never the raw error: it
 * reloads once into the new build (stale-build.ts) and shows 'Updating Rasoi' meanwhile; when a reload
 * cannot help (offline, or already tried) a friendly screen from the message table says the cart is
 * saved and offers a retry, which reloads the same URL. Offline, coming back online retries by itself.
 * Part of the first load: the chunks it would otherwise load are what is missing.
 */
export function LoadFailure() {
  const [outcome] = useState(loadFailureOutcome);

  useEffect(() => {
    if (outcome === 'reload') reloadIntoNewBuild();
  }, [outcome]);

  useEffect(() => {
    if (outcome !== 'offline') return;
    window.addEventListener('online', reloadPage);
    return () => window.removeEventListener('online', reloadPage);
  }, [outcome]);

  if (outcome === 'reload') return <LoadingDots label={MESSAGES.updatingApp} />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="font-display text-3xl font-bold text-ink">{MESSAGES.loadFailedTitle}</h1>
      <p className="text-muted">{outcome === 'offline' ? MESSAGES.loadFailedOffline : MESSAGES.loadFailedBody}</p>
      <button
        type="button"
        onClick={reloadPage}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white"
      >
        {MESSAGES.tryAgain}
      </button>
    </main>
  );
}
