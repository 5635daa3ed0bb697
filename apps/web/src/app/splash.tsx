import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SPLASH_LOGO_UNTIL_MS, SPLASH_MS, SPLASH_TEXT_AT_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../lib/paths.ts';
import { markSplashShown } from './splash-once.ts';
import { useUi } from '../lib/ui-store.ts';
import { Dialog } from '../ui/dialog.tsx';
import { usePrefersReducedMotion } from '../ui/use-prefers-reduced-motion.ts';

type Phase = 'logo' | 'text' | 'out';

/** The splash's timeline (spec 4, 9): logo at once, text at 1 s, logo until 3 s, done at 3.5 s. */
function useSplashTimeline(onDone: () => void): Phase {
  const [phase, setPhase] = useState<Phase>('logo');
  useEffect(() => {
    const timers = [
      window.setTimeout(() => setPhase('text'), SPLASH_TEXT_AT_MS),
      window.setTimeout(() => setPhase('out'), SPLASH_LOGO_UNTIL_MS),
      window.setTimeout(onDone, SPLASH_MS),
    ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [onDone]);
  return phase;
}

/**
 * The splash: the logo on the saffron page, then the tagline beneath it, and a 'Skip' button for everyone
 * (issue 16, D60). With reduced motion nothing rises or fades: logo and tagline stand still from the start.
 */
function SplashScreen({ phase, onSkip }: { phase: Phase; onSkip: () => void }) {
  const still = usePrefersReducedMotion();
  const showText = still || phase !== 'logo';
  return (
    <div
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center bg-gradient-to-b from-primary to-primary-dark text-white ${
        still ? '' : 'transition-opacity duration-500'
      } ${phase === 'out' && !still ? 'opacity-0' : 'opacity-100'}`}
    >
      <div role="img" aria-label={`${m.rasoi()}. ${m.tagline()}`} className="flex flex-col items-center">
        <img
          src="/logo.svg"
          alt=""
          width={128}
          height={128}
          className={`size-32 rounded-3xl bg-white/95 p-3 shadow-2xl ${still ? '' : 'animate-rise'}`}
        />
        <p className="mt-6 font-display text-4xl font-bold tracking-wide">{m.rasoi()}</p>
        <p
          className={`mt-2 text-lg text-white/90 ${still ? '' : 'transition-all duration-500'} ${
            showText ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0'
          }`}
        >
          {m.tagline()}
        </p>
      </div>
      {/* Under the tagline, not in a corner: the page's fixed bars (top bar, bottom navigation) sit in the
          corners, and a checker that does not model the dialog's top layer reads them as covering it. */}
      <button
        type="button"
        onClick={onSkip}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the splash covers the page: the keyboard starts on its one control
        autoFocus
        className="mt-10 min-h-11 min-w-24 rounded-full bg-white/15 px-6 text-base font-semibold text-white ring-1 ring-white/40 backdrop-blur-sm focus-visible:ring-2 focus-visible:ring-white"
      >
        {m.skip()}
      </button>
    </div>
  );
}

/**
 * The 'splash' overlay: closes itself after 3.5 s, or at once on Skip or Escape. A Dialog (ui/dialog.tsx),
 * so the page behind is out of the keyboard's and the screen reader's reach while it shows.
 */
export function SplashOverlay() {
  const closeOverlay = useUi((state) => state.closeOverlay);
  const phase = useSplashTimeline(closeOverlay);
  return (
    <Dialog label={m.rasoi()} onClose={closeOverlay} backdrop={false}>
      <SplashScreen phase={phase} onSkip={closeOverlay} />
    </Dialog>
  );
}

/** The /splash route, outside the root layout (spec 2): plays the splash, then goes home (at once on Skip). */
export function SplashPage() {
  const navigate = useNavigate();
  const done = useCallback(() => {
    markSplashShown();
    navigate(paths.home, { replace: true });
  }, [navigate]);
  const phase = useSplashTimeline(done);
  return <SplashScreen phase={phase} onSkip={done} />;
}
