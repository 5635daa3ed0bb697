import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ChevronRight, CookingPot, Soup } from 'lucide-react';
import { useUi } from '../../lib/ui-store.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { sellerPaths } from '../../lib/paths.ts';
import { m } from '@rasoi/domain/i18n/messages';

const choices = () =>
  [
    { to: sellerPaths.addDish, label: m.dish(), hint: m.dishHint(), icon: Soup },
    { to: sellerPaths.addThali, label: m.thali(), hint: m.thaliHint(), icon: CookingPot },
  ] as const;

/**
 * The Plus chooser (spec 2), the 'add-choice' overlay: add a Dish or a Thali. A choice opens its page
 * in place of the overlay's history entry, so Back does not reopen the chooser (issue 12, D38).
 */
export function AddChooser() {
  const titleId = useId();
  const navigate = useNavigate();
  const closeOverlay = useUi((state) => state.closeOverlay);
  return (
    <BottomSheet titleId={titleId} title={m.whatWouldYouLikeTo()} onClose={closeOverlay}>
      <ul className="grid gap-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {choices().map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <button
              type="button"
              onClick={() => navigate(to, { replace: true })}
              className="flex min-h-16 w-full items-center gap-4 rounded-2xl bg-cream p-3 text-left ring-1 ring-line transition-colors hover:bg-primary-soft"
            >
              <span
                className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-accent to-primary text-white"
                aria-hidden="true"
              >
                <Icon className="size-6" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-muted">{hint}</span>
              </span>
              <ChevronRight className="size-5 text-muted" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
