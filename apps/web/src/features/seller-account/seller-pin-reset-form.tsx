import { useState, type FormEvent } from 'react';
import { OTP_LENGTH } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { DigitBoxes, emptyDigits } from '../../ui/digit-boxes.tsx';
import { toast, toastError } from '../../lib/toast.ts';
import { useResetPin, useSendPinResetCode } from './api/reset-pin.ts';
import { emptyPin, NewPinFields, newPinOf } from '../../ui/pin-fields.tsx';
import { SellerMobileField } from './seller-mobile-field.tsx';
import { useStartSellerSession } from './use-start-seller-session.ts';

/**
 * 'Forgot PIN?' in the seller login (issue 13, D41): the kitchen's number, 'Send code' (the ordinary
 * one-time code, same limits), then the code and a new PIN twice. Success stores the seller session's
 * token, toasts 'PIN reset. You are logged in.' and opens /seller; a refusal toasts the server's
 * sentence. `onBack` returns to the PIN login.
 */
export function SellerPinResetForm({ initialMobile, onBack }: { initialMobile: string[]; onBack: () => void }) {
  const [mobile, setMobile] = useState(initialMobile);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState(() => emptyDigits(OTP_LENGTH));
  const [newPin, setNewPin] = useState(emptyPin);
  const [confirm, setConfirm] = useState(emptyPin);
  const startSellerSession = useStartSellerSession();
  const send = useSendPinResetCode();
  const reset = useResetPin();
  const number = mobile.every(Boolean) ? mobile.join('') : null;
  const chosen = newPinOf(newPin, confirm);

  function sendCode() {
    if (!number || send.isPending) return;
    send.mutate(number, {
      onSuccess: () => {
        toast.success(m.otpSent());
        setCodeSent(true);
      },
      onError: toastError,
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!codeSent) {
      sendCode();
      return;
    }
    if (!number || !chosen || !code.every(Boolean) || reset.isPending) return;
    reset.mutate(
      { mobile: number, otp: code.join(''), newPin: chosen },
      {
        onSuccess: (answer) => {
          startSellerSession(answer.token, m.pinReset());
        },
        onError: (error) => {
          toastError(error);
          setCode(emptyDigits(OTP_LENGTH));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6">
      <h3 className="font-display text-xl font-bold text-ink">{m.resetPinTitle()}</h3>
      <p className="mt-1 text-sm text-muted">{m.resetPinHint()}</p>
      <SellerMobileField className="mt-4" digits={mobile} onChange={setMobile} disabled={codeSent} />
      {codeSent ? (
        <div className="mt-5 space-y-5">
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-ink">{m.codeLabel()}</legend>
            <DigitBoxes
              length={OTP_LENGTH}
              digits={code}
              onChange={setCode}
              label={m.codeLabel()}
              autoComplete="one-time-code"
              autoFocus
            />
          </fieldset>
          <NewPinFields newPin={newPin} confirm={confirm} onNewPin={setNewPin} onConfirm={setConfirm} />
          <Button
            type="submit"
            block
            className="min-h-12 text-base"
            disabled={!chosen || !code.every(Boolean) || reset.isPending}
          >
            {reset.isPending ? m.savingPin() : m.resetPin()}
          </Button>
        </div>
      ) : (
        <Button type="submit" block className="mt-6 min-h-12 text-base" disabled={!number || send.isPending}>
          {send.isPending ? m.sendingCode() : m.sendCode()}
        </Button>
      )}
      <button type="button" onClick={onBack} className="mt-4 w-full py-2 text-sm font-semibold text-primary">
        {m.backToLogin()}
      </button>
    </form>
  );
}
