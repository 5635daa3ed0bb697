import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ERROR_TOAST_MS, OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_PREFIX } from '@rasoi/domain/constants';
import { MESSAGES } from '@rasoi/domain/messages';
import { ApiError } from '../../api/client.ts';
import { useUi } from '../../app/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { toastError } from '../../ui/toast.ts';
import { useLogIn } from './api/log-in.ts';
import { useSendOtp } from './api/send-otp.ts';
import { AuthSheet } from './auth-sheet.tsx';
import { useAuth } from './auth-store.ts';

/** Query keys that belong to the logged-in customer and must be fetched again after login. */
const PERSONAL_QUERY_KEYS = [['profile'], ['orders'], ['addresses'], ['coupons']] as const;

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Counts down from 60 s after each code is sent; 0 means the code may be requested again (spec 9). */
function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_SECONDS);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, restart: () => setSecondsLeft(OTP_RESEND_SECONDS) };
}

/**
 * The OTP overlay (spec 2, 4, 5): four single-digit boxes (digits only, focus moves on), 'Validate OTP',
 * 'Change mobile number', and a resend countdown from 60 s that then offers 'Resend OTP'.
 */
export function OtpOverlay() {
  const [digits, setDigits] = useState(emptyDigits);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const mobile = useAuth((state) => state.mobile);
  const storeToken = useAuth((state) => state.logIn);
  const { openOverlay, closeOverlay } = useUi();
  const queryClient = useQueryClient();
  const logIn = useLogIn();
  const resend = useSendOtp();
  const countdown = useResendCountdown();
  const code = digits.join('');
  const complete = code.length === OTP_LENGTH;

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Writes digits from `index` on (one typed digit, or several from autofill/paste) and moves focus. */
  function fillFrom(index: number, text: string) {
    const incoming = onlyDigits(text).slice(0, OTP_LENGTH - index);
    if (!incoming) return;
    setDigits((current) => {
      const next = [...current];
      for (let i = 0; i < incoming.length; i++) next[index + i] = incoming[i] as string;
      return next;
    });
    focusBox(index + incoming.length);
  }

  function change(index: number, value: string) {
    if (value === '') {
      setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box already holding a digit receives the old and the new one: keep the new one.
    const old = digits[index];
    const typed = value.length === 2 && old && value.includes(old) ? (value[0] === old ? value.slice(1) : value.slice(0, 1)) : value;
    fillFrom(index, typed);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills every box whichever box had focus.
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  }

  function validate(event: FormEvent) {
    event.preventDefault();
    if (!complete || logIn.isPending) return;
    logIn.mutate(
      { mobile, otp: code },
      {
        onSuccess: (answer) => {
          if (!answer?.token) {
            toast.error(MESSAGES.loginFailed, { duration: ERROR_TOAST_MS });
            return;
          }
          storeToken(answer.token);
          closeOverlay();
          toast.success(MESSAGES.loggedIn);
          for (const queryKey of PERSONAL_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
        },
        onError: (error) => {
          if (error instanceof ApiError) toastError(error);
          else toast.error(MESSAGES.loginFailed, { duration: ERROR_TOAST_MS });
        },
      },
    );
  }

  function requestAgain() {
    resend.mutate(mobile, {
      onSuccess: () => {
        toast.success(MESSAGES.otpSent);
        setDigits(emptyDigits());
        countdown.restart();
        focusBox(0);
      },
    });
  }

  return (
    <AuthSheet
      label="Verify OTP"
      title="Enter OTP"
      subtitle={
        <>
          Sent to{' '}
          <span className="font-semibold text-ink">
            {PHONE_PREFIX} {mobile}
          </span>
        </>
      }
      onClose={closeOverlay}
    >
      <form onSubmit={validate} noValidate>
        <fieldset>
          <legend className="sr-only">One-time code</legend>
          <div className="flex justify-center gap-3">
            {digits.map((digit, index) => (
              <input
                key={index}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                aria-label={`Digit ${index + 1}`}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                autoFocus={index === 0}
                maxLength={index === 0 ? OTP_LENGTH : 2}
                value={digit}
                onChange={(event) => change(index, event.target.value)}
                onKeyDown={(event) => keyDown(index, event)}
                onPaste={(event) => paste(index, event)}
                onFocus={(event) => event.target.select()}
                className="size-14 rounded-2xl border-2 border-line bg-cream text-center text-2xl font-bold text-ink caret-primary outline-none transition-colors focus:border-primary focus:bg-white focus:ring-4 focus:ring-primary/15"
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" block className="mt-7 min-h-12 text-base" disabled={!complete || logIn.isPending}>
          {logIn.isPending ? 'Checking…' : 'Validate OTP'}
        </Button>
        <div className="mt-5 flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={() => openOverlay('login')}
            className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Change mobile number
          </button>
          {countdown.secondsLeft > 0 ? (
            <p className="text-muted" aria-live="polite">
              Resend OTP in <span className="font-semibold tabular-nums text-ink">{countdown.secondsLeft}s</span>
            </p>
          ) : (
            <button
              type="button"
              onClick={requestAgain}
              disabled={resend.isPending}
              className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline disabled:text-muted"
            >
              Resend OTP
            </button>
          )}
        </div>
      </form>
    </AuthSheet>
  );
}
