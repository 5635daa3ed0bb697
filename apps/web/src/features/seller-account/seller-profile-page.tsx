import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BookOpen,
  CalendarClock,
  ChefHat,
  CreditCard,
  KeyRound,
  LogOut,
  MessageCircle,
  Palette,
  Printer,
  Soup,
  Store,
  TicketPercent,
  UserRound,
} from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { MenuRowContent, menuRowClass } from '../../ui/menu-row.tsx';
import { toast } from '../../lib/toast.ts';
import { endSession } from '../../api/end-session.ts';
import { useAuth } from '../../lib/session-store.ts';
import { forgetPushSubscription } from '../../api/ensure-push.ts';
import { useKitchenQuery } from '../../api/get-kitchen.ts';
import { revokeSession } from '../../api/log-out.ts';
import { sellerPaths } from '../../lib/paths.ts';

const card = 'overflow-hidden rounded-2xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70';

/**
 * The seller's profile menu (spec 2): Kitchen settings (issue 13), Meal slots (issue 14), Saved Dishes, Saved Thalis, Theme Store, Active Coupons, Change PIN
 * (issue 13, D41), Logout (revokes the session, clears browser storage, goes to /) and Login as user (goes to /).
 */
export function SellerProfilePage() {
  const navigate = useNavigate();
  const kitchen = useKitchenQuery();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    if (!useAuth.getState().token) {
      toast.error(m.notLoggedIn());
      return;
    }
    setLeaving(true);
    // Revoke first: the call needs the bearer token that is about to be forgotten.
    await revokeSession();
    await forgetPushSubscription();
    endSession('logout');
    navigate('/', { replace: true });
  }

  return (
    <div className="px-4 pt-5">
      <header className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-primary to-primary-dark p-5 text-white shadow-lg">
        <span className="grid size-14 place-items-center rounded-full bg-white/20">
          <ChefHat className="size-8" aria-hidden="true" />
        </span>
        <div>
          <h1 className="font-display text-2xl font-bold">{m.chefsCorner()}</h1>
          <p className="text-sm text-orange-50">
            {kitchen.data ? (kitchen.data.is_open ? m.yourKitchenIsOpen() : m.yourKitchenIsClosed()) : m.yourKitchen()}
          </p>
        </div>
      </header>

      <nav aria-label={m.sellerProfile()} className={`mt-5 ${card}`}>
        <ul className="divide-y divide-line">
          <li>
            <Link to={sellerPaths.settings} className={menuRowClass}>
              <MenuRowContent
                icon={<Store className="size-5" />}
                label={m.kitchenSettings()}
                hint={m.kitchenSettingsHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={sellerPaths.slots} className={menuRowClass}>
              <MenuRowContent
                icon={<CalendarClock className="size-5" />}
                label={m.mealSlots()}
                hint={m.mealSlotsHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={sellerPaths.dishes} className={menuRowClass}>
              <MenuRowContent icon={<Soup className="size-5" />} label={m.savedDishes()} hint={m.sellerDishesHint()} />
            </Link>
          </li>
          <li>
            <Link to={sellerPaths.thalis} className={menuRowClass}>
              <MenuRowContent
                icon={<BookOpen className="size-5" />}
                label={m.savedThalis()}
                hint={m.sellerThalisHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={sellerPaths.theme} className={menuRowClass}>
              <MenuRowContent
                icon={<Palette className="size-5" />}
                label={m.themeStore()}
                hint={m.sellerThemesHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={sellerPaths.coupons} className={menuRowClass}>
              <MenuRowContent icon={<TicketPercent className="size-5" />} label={m.activeCoupons()} />
            </Link>
          </li>
        </ul>
      </nav>

      <ul className={`mt-4 divide-y divide-line ${card}`}>
        <li>
          <Link to={sellerPaths.whatsApp} className={menuRowClass}>
            <MenuRowContent
              icon={<MessageCircle className="size-5" />}
              label={m.whatsAppSettings()}
              hint={m.whatsAppSettingsHint()}
            />
          </Link>
        </li>
        <li>
          <Link to={sellerPaths.onlinePayments} className={menuRowClass}>
            <MenuRowContent
              icon={<CreditCard className="size-5" />}
              label={m.gatewayTitle()}
              hint={m.gatewayProfileHint()}
            />
          </Link>
        </li>
        <li>
          <Link to={sellerPaths.printer} className={menuRowClass}>
            <MenuRowContent
              icon={<Printer className="size-5" />}
              label={m.printerSettings()}
              hint={m.printerProfileHint()}
            />
          </Link>
        </li>
        <li>
          <Link to={sellerPaths.changePin} className={menuRowClass}>
            <MenuRowContent icon={<KeyRound className="size-5" />} label={m.changePin()} hint={m.changePinHint()} />
          </Link>
        </li>
        <li>
          <button type="button" className={menuRowClass} onClick={() => navigate('/')}>
            <MenuRowContent
              icon={<UserRound className="size-5" />}
              label={m.loginAsUser()}
              hint={m.sellerCustomerAppHint()}
            />
          </button>
        </li>
        <li>
          <button type="button" className={menuRowClass} onClick={() => void logout()} disabled={leaving}>
            <MenuRowContent icon={<LogOut className="size-5" />} label={leaving ? m.loggingOut() : m.logout()} />
          </button>
        </li>
      </ul>
      <div className={`mt-4 px-4 py-2 ${card}`}>
        <LanguageSwitch />
      </div>
    </div>
  );
}
