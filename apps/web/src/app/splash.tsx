import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SPLASH_LOGO_UNTIL_MS, SPLASH_MS, SPLASH_TEXT_AT_MS } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import { paths } from '../lib/paths.ts';
import { markSplashShown } from './splash-once.ts';
import { useUi } from '../lib/ui-store.ts';

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

/** The splash picture: the logo on the saffron page, then the tagline beneath it. */
function SplashScreen({ phase }: { phase: Phase }) {
  return (
    <div
      role="img"
      aria-label={`${MESSAGES.rasoi}. ${MESSAGES.tagline}`}
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center bg-gradient-to-b from-primary to-primary-dark text-white transition-opacity duration-500 ${
        phase === 'out' ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <img
        src="/logo.svg"
        alt=""
        width={128}
        height={128}
        className="size-32 animate-rise rounded-3xl bg-white/95 p-3 shadow-2xl"
      />
      <p className="mt-6 font-display text-4xl font-bold tracking-wide">{MESSAGES.rasoi}</p>
      <p
        className={`mt-2 text-lg text-white/90 transition-all duration-500 ${
          phase === 'logo' ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100'
        }`}
      >
        {MESSAGES.tagline}
      </p>
    </div>
  );
}

/** The 'splash' overlay: closes itself after 3.5 s. */
export function SplashOverlay() {
  const closeOverlay = useUi((state) => state.closeOverlay);
  const phase = useSplashTimeline(closeOverlay);
  return <SplashScreen phase={phase} />;
}

/** The /splash route, outside the root layout (spec 2): plays the splash, then goes home. */
export function SplashPage() {
  const navigate = useNavigate();
  const done = useCallback(() => {
    markSplashShown();
    navigate(paths.home, { replace: true });
  }, [navigate]);
  const phase = useSplashTimeline(done);
  return <SplashScreen phase={phase} />;
}
