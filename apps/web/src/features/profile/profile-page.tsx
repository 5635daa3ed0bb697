import { Link } from 'react-router';
import {
  CalendarDays,
  ChefHat,
  Download,
  LogOut,
  MapPin,
  ReceiptText,
  TicketPercent,
  UserRound,
  WalletCards,
} from 'lucide-react';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { MenuRowContent, menuRowClass } from '../../ui/menu-row.tsx';
import { toast } from '../../lib/toast.ts';
import { useAuth } from '../../lib/session-store.ts';
import { promptInstall } from '../../lib/install-store.ts';
import { KitchenContact } from '../../ui/kitchen-contact.tsx';
import { useProfile } from '../../api/get-profile.ts';
import { WhatsAppSwitch } from './whatsapp-switch.tsx';

/**
 * The profile (spec 2 'Profile'): My Orders, My Address, My Coupons, My tiffin and Account (issue 26),
 * the switch for receipts on WhatsApp (issue 27 part 3, D101), Logout, Download app and Login as seller, then the kitchen's call link and FSSAI number (issue 13). Logout without a token toasts 'You are not logged in' (spec 4). Download app installs
 * the app through the browser's prompt, or explains how to add it to the home screen.
 */
export function ProfilePage() {
  const token = useAuth((state) => state.token);
  const openOverlay = useUi((state) => state.openOverlay);
  const profile = useProfile(Boolean(token));

  function logout() {
    if (!token) {
      toast.error(m.notLoggedIn());
      return;
    }
    openOverlay('logout');
  }

  /** 'Download app' (issue 5): the browser's install prompt when offered, else how to add it by hand. */
  async function downloadApp() {
    if (await promptInstall()) return;
    openOverlay('install');
  }

  return (
    <div className="px-4 pt-4 pb-6">
      <header className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-primary to-primary-dark p-5 text-white shadow-lg">
        <span className="grid size-14 place-items-center rounded-full bg-white/20">
          <UserRound className="size-8" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-2xl font-bold">{token ? m.hello() : m.welcome()}</h1>
          <p className="text-sm leading-snug text-orange-50">
            {token
              ? profile.data
                ? `${PHONE_PREFIX} ${profile.data.mobile}`
                : m.goodToSeeYou()
              : m.logInForYourOrders()}
          </p>
        </div>
        {!token ? (
          <Button variant="secondary" className="border-white bg-white" onClick={() => openOverlay('login')}>
            {m.login()}
          </Button>
        ) : null}
      </header>

      <nav
        aria-label={m.profile()}
        className="mt-5 overflow-hidden rounded-2xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70"
      >
        <ul className="divide-y divide-line">
          <li>
            <Link to={paths.profileOrders} className={menuRowClass}>
              <MenuRowContent
                icon={<ReceiptText className="size-5" />}
                label={m.myOrders()}
                hint={m.profileOrdersHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={paths.address} className={menuRowClass}>
              <MenuRowContent
                icon={<MapPin className="size-5" />}
                label={m.myAddress()}
                hint={m.profileAddressesHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={paths.profileCoupons} className={menuRowClass}>
              <MenuRowContent
                icon={<TicketPercent className="size-5" />}
                label={m.myCoupons()}
                hint={m.profileCouponsHint()}
              />
            </Link>
          </li>
          {/* The household's tiffin plan and its account (issue 26). */}
          <li>
            <Link to={paths.tiffin} className={menuRowClass}>
              <MenuRowContent
                icon={<CalendarDays className="size-5" />}
                label={m.tiffinMyTiffin()}
                hint={m.tiffinMyTiffinHint()}
              />
            </Link>
          </li>
          <li>
            <Link to={paths.account} className={menuRowClass}>
              <MenuRowContent
                icon={<WalletCards className="size-5" />}
                label={m.tiffinAccount()}
                hint={m.tiffinAccountHint()}
              />
            </Link>
          </li>
        </ul>
      </nav>

      {/* Receipts and reminders on WhatsApp, off until turned on (issue 27 part 3, D101). */}
      {token ? <WhatsAppSwitch mobile={profile.data?.mobile} /> : null}

      <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70">
        <li>
          <button type="button" className={menuRowClass} onClick={() => void downloadApp()}>
            <MenuRowContent icon={<Download className="size-5" />} label={m.downloadApp()} />
          </button>
        </li>
        <li>
          <button type="button" className={menuRowClass} onClick={() => openOverlay('seller-login')}>
            <MenuRowContent icon={<ChefHat className="size-5" />} label={m.loginAsSeller()} />
          </button>
        </li>
        <li>
          <button type="button" className={menuRowClass} onClick={logout}>
            <MenuRowContent icon={<LogOut className="size-5" />} label={m.logout()} />
          </button>
        </li>
      </ul>
      <div className="mt-4 rounded-2xl bg-white px-4 py-2 shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70">
        <LanguageSwitch />
      </div>
      <KitchenContact className="mt-4 px-2" />
    </div>
  );
}
