import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banknote, CreditCard, MapPin, ShoppingBag, Smartphone } from 'lucide-react';
import type { CreateOrderBody, OrderSlot } from '@rasoi/domain/api';
import { computeBill, meetsMinimumOrder, shortfallLabel } from '@rasoi/domain/bill';
import { cartLineName, type CartItem } from '@rasoi/domain/cart';
import { DEFAULT_ETA_MINUTES, type PaymentMethod } from '@rasoi/domain/constants';
import { dietBodyOf, dietNoteProblem, type DietBody } from '@rasoi/domain/diet';
import { m } from '@rasoi/domain/i18n/messages';
import { getLocale } from '@rasoi/domain/locale';
import { upiLimitRefusal } from '@rasoi/domain/upi-link';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { formatRupees } from '../../ui/format.ts';
import { toast } from '../../lib/toast.ts';
import { AddressLines } from '../../ui/address-card.tsx';
import { useAddress } from '../../lib/address-store.ts';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useCart } from '../../lib/cart-store.ts';
import { useDiet } from '../../lib/diet-store.ts';
import { DietNotesFields } from '../../ui/diet-notes-fields.tsx';
import { BillDetails } from '../../ui/bill-details.tsx';
import { useAppliedCoupon } from '../../features/coupons/index.ts';
import { rememberOrderTiming } from '../../lib/order-timing.ts';
import { SlotPicker, useSlotChoice } from '../../features/slots/index.ts';
import { useDeliveryWindow } from '../../api/use-delivery-window.ts';
import { useKitchen } from '../../api/get-kitchen.ts';
import { usePlaceCodOrder } from '../../features/payment/index.ts';
import { createOnlinePayment, openCheckout } from '../../api/pay-online.ts';
import { ApiError } from '../../api/client.ts';

/**
 * The order body from the cart (spec 3 'Order placement payload'): thalis as meals, dishes and add-ons as
 * dishes; `slotId` the meal slot it is for (issue 14), left out for a kitchen without slots; `diet` the
 * notes for the kitchen (issue 15, D55), left out when none were chosen; `paymentMethod` cash or UPI on
 * delivery (issue 15, D53), or online before it is cooked (D100).
 */
function orderBodyFrom(
  items: CartItem[],
  addressId: string,
  couponId: string | null,
  choices: { slotId: string | undefined; diet: DietBody | undefined; paymentMethod: PaymentMethod },
): CreateOrderBody {
  const { slotId, diet, paymentMethod } = choices;
  return {
    meals: items.filter((item) => item.type === 'meal').map((item) => ({ meal_id: item.id, quantity: item.quantity })),
    dishes: items
      .filter((item) => item.type !== 'meal')
      .map((item) => ({
        dish_id: item.id,
        quantity: item.quantity,
        sub_category: item.type === 'addon' ? 'addon' : 'regular',
      })),
    address: addressId,
    // No price, amount, status or currency: the server prices the order itself (docs/decisions/p01,
    // docs/decisions/0086).
    couponId,
    payment_method: paymentMethod,
    ...(slotId ? { slot_id: slotId } : {}),
    ...(diet ? { diet } : {}),
  };
}

function Notice({
  icon,
  title,
  text,
  to,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <div className="mx-auto mt-10 flex max-w-sm flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-lg shadow-primary/5 ring-1 ring-line">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-sm text-muted">{text}</p>
      <Link
        to={to}
        className="mt-6 inline-flex min-h-11 min-w-40 items-center justify-center rounded-xl bg-primary px-5 font-semibold text-white transition-colors hover:bg-primary-dark"
      >
        {action}
      </Link>
    </div>
  );
}

/** What the page offers: a method the API takes, or 'online', shown but not taken yet (spec 4, D86). */
type MethodChoice = PaymentMethod | 'online';

type MethodOptionProps = {
  value: MethodChoice;
  checked: boolean;
  title: string;
  hint: string;
  icon: ReactNode;
  onChoose: () => void;
};

function MethodOption({ value, checked, title, hint, icon, onChoose }: MethodOptionProps) {
  // The radio is named by the method alone and described by its hint (issue 16, D61): a screen reader says
  // 'Cash on Delivery, radio button, checked', then the hint, rather than one long name.
  const titleId = useId();
  const hintId = useId();
  return (
    <label
      className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl bg-white p-4 transition-all has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 ${
        checked ? 'shadow-md ring-2 ring-primary' : 'ring-1 ring-line'
      }`}
    >
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="sr-only"
      />
      <span
        className={`grid size-11 shrink-0 place-items-center rounded-xl ${checked ? 'bg-primary text-white' : 'bg-cream text-muted'}`}
        aria-hidden="true"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1 break-words">
        <span id={titleId} className="block font-semibold text-ink">
          {title}
        </span>
        <span id={hintId} className="block text-xs text-muted">
          {hint}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${checked ? 'border-primary' : 'border-line'}`}
      >
        {checked ? <span className="size-3 rounded-full bg-primary" /> : null}
      </span>
    </label>
  );
}

/**
 * Payment (spec 2, 4 'Order placement' and 'Payment method'): cash on delivery, the default, places the
 * order, and so does 'UPI on delivery' (issue 15, D53), offered only once the kitchen has a UPI id; 'Pay
 * Online' places the order awaiting its payment and opens the gateway's checkout once the kitchen's
 * gateway keys are set (D100), and before that only says 'Payment method will be supported soon'. Shows the bill and the delivery
 * address, the meal slot the order is for when the kitchen has slots (issue 14) and the notes for the
 * kitchen, remembered on the device (issue 15, D55). Needs
 * login, a non-empty cart and a chosen address.
 */
export function PaymentPage() {
  const token = useAuth((state) => state.token);
  const { items, clearCart } = useCart();
  const { coupon, pending: couponPending } = useAppliedCoupon();
  const couponId = coupon?._id ?? null;
  const couponOff = coupon?.off ?? 0;
  const address = useAddress((state) => state.address);
  const openOverlay = useUi((state) => state.openOverlay);
  const placeOrder = usePlaceCodOrder();
  const [method, setMethod] = useState<MethodChoice>('COD');
  // The cart empties on success; this page then thanks instead of saying the cart is empty.
  const [placed, setPlaced] = useState(false);
  // The placed order's meal slot (issue 14): the thanks then say when it is delivered.
  const [placedSlot, setPlacedSlot] = useState<OrderSlot | null>(null);
  const placedWindow = useDeliveryWindow(placedSlot);
  const slotChoice = useSlotChoice();
  const { diet, setDiet } = useDiet();
  const kitchen = useKitchen();
  const takesUpi = Boolean(kitchen?.upi_vpa);
  // Online payment once the kitchen's gateway keys are set (D100); before, the option only says 'soon'.
  const takesOnline = Boolean(kitchen?.online_payments);
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);

  const heading = <h1 className="text-2xl font-bold text-ink">{m.payment()}</h1>;

  if (!token) {
    return (
      <section className="px-4 pt-4 pb-8">
        {heading}
        <LoginPrompt message={m.logInToPlaceYour()} />
      </section>
    );
  }
  if (items.length === 0) {
    return (
      <section className="px-4 pt-4 pb-8">
        {heading}
        {placed ? (
          <Notice
            icon={<ShoppingBag className="size-7" />}
            title={m.orderPlacedTitle()}
            text={placedWindow ? m.slotOrderPlaced({ window: placedWindow.window }) : m.yourMealIsBeingPrepared()}
            to={paths.profileOrders}
            action={m.viewMyOrders()}
          />
        ) : (
          <Notice
            icon={<ShoppingBag className="size-7" />}
            title={m.emptyOrder()}
            text={m.addAThaliOrA()}
            to={paths.fullMenu}
            action={m.browseTheMenu()}
          />
        )}
      </section>
    );
  }
  if (!address) {
    return (
      <section className="px-4 pt-4 pb-8">
        {heading}
        <Notice
          icon={<MapPin className="size-7" />}
          title={m.whereShouldWeDeliver()}
          text={m.chooseADeliveryAddressBefore()}
          to={paths.address}
          action={m.chooseAddressAction()}
        />
      </section>
    );
  }

  const bill = computeBill(items, couponOff);
  const allowed = meetsMinimumOrder(bill.toPay);
  // Above what one UPI payment carries (₹1,00,000), UPI is not offered and the page says why (issue 30, D80).
  const upiRefusal = takesUpi ? upiLimitRefusal(bill.toPay) : null;
  const upiOffered = takesUpi && upiRefusal === null;
  const paysByUpi = method === 'UPI' && upiOffered;

  function chooseCard() {
    setMethod('online');
    if (!takesOnline) toast(m.paymentSoon(), { icon: '💳' });
  }

  /**
   * Online (D100): the order is placed awaiting its payment (the kitchen does not see it yet), then the
   * gateway's checkout opens for the server's amount. Whatever checkout ends with, the order's page follows
   * the order: the gateway's webhook, not this page, confirms the payment. A gateway that is down is said
   * in a toast; the order waits unpaid and uncooked.
   */
  function payOnline(orderId: string) {
    setPaying(true);
    const toOrder = () => {
      setPaying(false);
      void navigate(paths.order(orderId));
    };
    createOnlinePayment(orderId)
      .then((payment) => openCheckout(payment, { onDone: toOrder, onClosed: toOrder }))
      .catch((error: unknown) => {
        toast.error(error instanceof ApiError ? error.message : m.onlinePaymentGatewayDown());
        toOrder();
      });
  }

  function placeCod() {
    if (!address || placeOrder.isPending || couponPending || paying) return;
    const online = method === 'online' && takesOnline;
    // The note's own message is on screen under it; the toast says why nothing happened.
    const noteProblem = dietNoteProblem(diet.note);
    if (noteProblem) {
      toast.error(noteProblem);
      return;
    }
    const body = orderBodyFrom(items, address._id, couponId, {
      slotId: slotChoice.slotId,
      diet: dietBodyOf(diet),
      paymentMethod: online ? 'ONLINE' : paysByUpi ? 'UPI' : 'COD',
    });
    placeOrder.mutate(body, {
      onSuccess: (answer) => {
        const order = answer.data.order;
        if (online) {
          clearCart();
          payOnline(order._id);
          return;
        }
        setPlaced(true);
        setPlacedSlot(order.slot);
        clearCart();
        const started = Date.parse(order.createdAt);
        rememberOrderTiming(
          Number.isNaN(started) ? Date.now() : started,
          answer.totalTime ?? order.total_time ?? DEFAULT_ETA_MINUTES,
        );
        toast.success(m.orderPlaced());
        openOverlay('thankyou');
      },
    });
  }

  return (
    <section className="space-y-5 px-4 pt-4 pb-8">
      {heading}

      <section aria-labelledby="deliver-to" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-x-2">
          <h2 id="deliver-to" className="flex items-center gap-2 text-base font-bold text-ink">
            <MapPin className="size-4 text-primary" aria-hidden="true" /> {m.deliveringTo()}
          </h2>
          <Link
            to={paths.address}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary"
          >
            {m.change()}
          </Link>
        </div>
        <AddressLines address={address} />
      </section>

      <SlotPicker choice={slotChoice} />

      <section aria-labelledby="your-items" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <h2 id="your-items" className="mb-2 text-base font-bold text-ink">
          {m.yourItems()}
        </h2>
        <ul className="divide-y divide-line/70">
          {items.map((item) => {
            // Named in the customer's language (issue 16, D62).
            const { name, nameLang } = cartLineName(item, getLocale());
            return (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="text-ink">
                  <span lang={nameLang}>{name}</span> <span className="text-muted">× {item.quantity}</span>
                </span>
                <span className="font-medium text-ink">{formatRupees(item.price * item.quantity)}</span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-label={m.dietTitle()} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <DietNotesFields value={diet} onChange={setDiet} hint={m.dietHint()} />
      </section>

      <BillDetails bill={bill} />

      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-3 text-base font-bold text-ink">{m.paymentMethod()}</legend>
        <MethodOption
          value="COD"
          checked={method === 'COD' || (method === 'UPI' && !upiOffered)}
          title={m.cashOnDelivery()}
          hint={m.cashOnDeliveryHint()}
          icon={<Banknote className="size-5" />}
          onChoose={() => setMethod('COD')}
        />
        {upiRefusal ? (
          <p role="note" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {upiRefusal}
          </p>
        ) : null}
        {upiOffered ? (
          <MethodOption
            value="UPI"
            checked={paysByUpi}
            title={m.upiOnDelivery()}
            hint={m.upiOnDeliveryHint()}
            icon={<Smartphone className="size-5" />}
            onChoose={() => setMethod('UPI')}
          />
        ) : null}
        <MethodOption
          value="online"
          checked={method === 'online'}
          title={m.payOnline()}
          hint={m.payOnlineHint()}
          icon={<CreditCard className="size-5" />}
          onChoose={chooseCard}
        />
      </fieldset>

      {/* Sticks above the bottom navigation so the pay action is always in reach on a phone. */}
      <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur">
        <div className="shrink-0">
          <p className="text-lg leading-tight font-bold text-ink">{formatRupees(bill.toPay)}</p>
          <p className="text-xs text-muted">
            {method === 'online' ? m.payOnline() : paysByUpi ? m.upiOnDelivery() : m.cashOnDelivery()}
          </p>
        </div>
        {method !== 'online' ? (
          <Button
            className="min-h-12 flex-1 text-base shadow-lg shadow-primary/25"
            disabled={!allowed || placeOrder.isPending || couponPending}
            onClick={placeCod}
          >
            {!allowed ? shortfallLabel(bill.toPay) : placeOrder.isPending ? m.placingOrder() : m.placeOrder()}
          </Button>
        ) : takesOnline ? (
          <Button
            className="min-h-12 flex-1 text-base shadow-lg shadow-primary/25"
            disabled={!allowed || placeOrder.isPending || couponPending || paying}
            onClick={placeCod}
          >
            {!allowed ? shortfallLabel(bill.toPay) : placeOrder.isPending || paying ? m.placingOrder() : m.payOnline()}
          </Button>
        ) : (
          // The online option is not supported yet: its pay button intentionally does nothing (spec 4).
          <Button className="min-h-12 flex-1 text-base" onClick={() => undefined}>
            {m.payOnline()}
          </Button>
        )}
      </div>
    </section>
  );
}
