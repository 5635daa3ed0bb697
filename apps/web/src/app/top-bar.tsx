import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, UserRound, X } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { useKitchenName } from '../api/kitchen-name.ts';
import { useAuth } from '../lib/session-store.ts';
import { paths } from '../lib/paths.ts';
import { useUi } from '../lib/ui-store.ts';

/** Goes back one step, or home when the app was opened on this page (nothing to go back to). */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    // React Router keeps its own history index; 0 means this is the first page of the visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home);
  };
}

const iconButton = 'grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-primary-soft';

/**
 * The top bar on every customer page (spec 2 'Chrome'): the logo and the kitchen's name on '/', Back elsewhere;
 * 'Book your meal' from small screens up; 'Login' without a token, else an avatar to /profile,
 * which on /profile becomes a close icon that goes back.
 */
export function TopBar() {
  const { pathname } = useLocation();
  const token = useAuth((state) => state.token);
  const openOverlay = useUi((state) => state.openOverlay);
  const goBack = useGoBack();
  const onHome = pathname === paths.home;
  const onProfile = pathname === paths.profile;
  // The seller's own name for the kitchen (issue 13, D40), live: a change reaches an open page.
  const kitchenName = useKitchenName();

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-line/70 bg-cream/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="flex h-14 items-center gap-2 px-2">
        {onHome ? (
          <Link
            to={paths.home}
            aria-label={`${kitchenName}, ${m.home()}`}
            className="flex min-h-11 min-w-0 items-center gap-2 px-2"
          >
            <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
            <span className="truncate font-display text-xl font-bold text-primary-dark">{kitchenName}</span>
          </Link>
        ) : (
          <button type="button" aria-label={m.back()} onClick={goBack} className={iconButton}>
            <ArrowLeft className="size-6" aria-hidden="true" />
          </button>
        )}
        <div className="flex-1" />
        <Link
          to={paths.fullMenu}
          className="hidden min-h-11 items-center rounded-xl bg-primary-soft px-4 text-sm font-semibold text-primary-dark sm:inline-flex"
        >
          {m.bookYourMeal()}
        </Link>
        {onProfile ? (
          <button type="button" aria-label={m.closeProfile()} onClick={goBack} className={iconButton}>
            <X className="size-6" aria-hidden="true" />
          </button>
        ) : token ? (
          <Link to={paths.profile} aria-label={m.yourProfile()} className={iconButton}>
            <span className="grid size-9 place-items-center rounded-full bg-primary text-white shadow-sm">
              <UserRound className="size-5" aria-hidden="true" />
            </span>
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => openOverlay('login')}
            className="min-h-11 rounded-xl bg-primary px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-dark"
          >
            {m.login()}
          </button>
        )}
      </div>
    </header>
  );
}
