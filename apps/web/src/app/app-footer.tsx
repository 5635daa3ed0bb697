import { MESSAGES } from '@rasoi/domain/messages';
import { APP_VERSION } from '../lib/app-version.ts';

/** The footer block on every customer page (spec 1, 2): tagline, maker location line and version. */
export function AppFooter() {
  return (
    <footer className="px-6 pt-10 pb-6 text-left">
      <p className="font-display text-4xl leading-tight font-bold text-stone-300">{MESSAGES.tagline}</p>
      <p className="mt-2 text-sm text-muted">{MESSAGES.madeIn}</p>
      <p className="mt-1 text-xs text-stone-400">v{APP_VERSION}</p>
    </footer>
  );
}
