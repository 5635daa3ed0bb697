import { useRef, useState, type FormEvent } from 'react';
import { ChefHat } from 'lucide-react';
import { ERROR_TOAST_MS, PHONE_DIGITS, SELLER_PIN_LENGTH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { toast, toastError } from '../../lib/toast.ts';
import { useSellerLogIn } from './api/seller-log-in.ts';
import { DigitBoxes, emptyDigits } from '../../ui/digit-boxes.tsx';
import { SellerMobileField } from './seller-mobile-field.tsx';
import { useStartSellerSession } from './use-start-seller-session.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { SellerPinResetForm } from './seller-pin-reset-form.tsx';

/**
 * The 'seller-login' overlay (spec 2, 5; issue 3): the kitchen's mobile number in ten digit boxes and
 * the PIN in four, checked by the server. Success stores the token, toasts 'Logged in successfully'
 * and opens /seller; a refusal toasts the server's message ('Invalid phone number or pin'). 'Forgot PIN?'
 * swaps the form for the PIN recovery by code (issue 13, D41), keeping the number typed so far.
 * Kept small on purpose: the customer bundle carries it, never the rest of the seller area.
 */
export function SellerLoginOverlay() {
  const [mobile, setMobile] = useState(() => emptyDigits(PHONE_DIGITS));
  const [pin, setPin] = useState(() => emptyDigits(SELLER_PIN_LENGTH));
  const [forgot, setForgot] = useState(false);
  const pinFirstBox = useRef<HTMLInputElement | null>(null);
  const closeOverlay = useUi((state) => state.closeOverlay);
  const startSellerSession = useStartSellerSession();
  const logIn = useSellerLogIn();
  const complete = mobile.every(Boolean) && pin.every(Boolean);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || logIn.isPending) return;
    logIn.mutate(
      { mobile: mobile.join(''), pin: pin.join('') },
      {
        onSuccess: (answer) => {
          if (!answer?.token) {
            toast.error(m.loginFailed(), { duration: ERROR_TOAST_MS });
            return;
          }
          startSellerSession(answer.token, m.loggedIn());
        },
        onError: (error) => {
          toastError(error);
          setPin(emptyDigits(SELLER_PIN_LENGTH));
          pinFirstBox.current?.focus();
        },
      },
    );
  }

  return (
    <Dialog label={m.loginAsSeller()} onClose={closeOverlay}>
      <div className="relative w-full rounded-t-3xl bg-white px-5 pt-7 pb-[calc(2rem+env(safe-area-inset-bottom))] shadow-2xl shadow-black/20">
        <CloseButton onClick={closeOverlay} />
        <div className="flex items-center gap-3 pr-10">
          <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary" aria-hidden="true">
            <ChefHat className="size-7" />
          </span>
          <div>
            <h2 className="font-display text-2xl font-bold text-ink">{m.sellerLogin()}</h2>
            <p className="text-sm text-muted">{m.forTheKitchensOwner()}</p>
          </div>
        </div>
        {forgot ? (
          <SellerPinResetForm initialMobile={mobile} onBack={() => setForgot(false)} />
        ) : (
          <form onSubmit={submit} noValidate className="mt-6">
            <SellerMobileField
              digits={mobile}
              onChange={setMobile}
              onComplete={() => pinFirstBox.current?.focus()}
              autoFocus
            />
            <fieldset className="mt-5 min-w-0">
              <legend className="mb-2 text-sm font-semibold text-ink">{m.pin()}</legend>
              <DigitBoxes
                length={SELLER_PIN_LENGTH}
                digits={pin}
                onChange={setPin}
                label={m.pin()}
                masked
                inputRef={(element) => {
                  pinFirstBox.current = element;
                }}
              />
            </fieldset>
            <Button type="submit" block className="mt-7 min-h-12 text-base" disabled={!complete || logIn.isPending}>
              {logIn.isPending ? m.checking() : m.login()}
            </Button>
            <button
              type="button"
              onClick={() => setForgot(true)}
              className="mt-4 w-full py-2 text-sm font-semibold text-primary"
            >
              {m.forgotPin()}
            </button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
