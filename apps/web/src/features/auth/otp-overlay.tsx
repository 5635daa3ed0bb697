import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_TOAST_MS, OTP_LENGTH, OTP_RESEND_SECONDS, PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { ApiError } from '../../api/client.ts';
import { personalKeys } from '../../api/query-keys.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { DigitBoxes, emptyDigits, onlyDigits } from '../../ui/digit-boxes.tsx';
import { RichMessage } from '../../ui/rich-message.tsx';
import { toast, toastError } from '../../lib/toast.ts';
import { useLogIn } from './api/log-in.ts';
import { useSendOtp } from '../../api/send-otp.ts';
import { AuthSheet } from './auth-sheet.tsx';
import { useWebOtp } from './use-web-otp.ts';
import { useAuth } from '../../lib/session-store.ts';

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
 * 'Change mobile number', and a resend countdown from 60 s that then offers 'Resend OTP'. Where the
 * browser reads login SMS (WebOTP, D39) the code fills the boxes and is validated by itself.
 */
export function OtpOverlay() {
  const [digits, setDigits] = useState(() => emptyDigits(OTP_LENGTH));
  const firstBox = useRef<HTMLInputElement | null>(null);
  const mobile = useAuth((state) => state.mobile);
  const storeToken = useAuth((state) => state.logIn);
  const { openOverlay, closeOverlay } = useUi();
  const queryClient = useQueryClient();
  const logIn = useLogIn();
  const resend = useSendOtp();
  const countdown = useResendCountdown();
  const code = digits.join('');
  const complete = code.length === OTP_LENGTH;

  function validate(event: FormEvent) {
    event.preventDefault();
    if (complete) submit(code);
  }

  function submit(otp: string) {
    if (logIn.isPending) return;
    logIn.mutate(
      { mobile, otp },
      {
        onSuccess: (answer) => {
          if (!answer?.token) {
            toast.error(m.loginFailed(), { duration: ERROR_TOAST_MS });
            return;
          }
          storeToken(answer.token);
          closeOverlay();
          toast.success(m.loggedIn());
          for (const queryKey of personalKeys) void queryClient.invalidateQueries({ queryKey });
        },
        onError: (error) => {
          if (error instanceof ApiError) toastError(error);
          else toast.error(m.loginFailed(), { duration: ERROR_TOAST_MS });
        },
      },
    );
  }

  // The SMS's code, read by the browser: shown in the boxes, then checked as if typed.
  useWebOtp(!complete, (smsCode) => {
    const smsDigits = onlyDigits(smsCode).slice(0, OTP_LENGTH);
    if (smsDigits.length !== OTP_LENGTH) return;
    setDigits(smsDigits.split(''));
    submit(smsDigits);
  });

  function requestAgain() {
    resend.mutate(mobile, {
      onSuccess: () => {
        toast.success(m.otpSent());
        setDigits(emptyDigits(OTP_LENGTH));
        countdown.restart();
        firstBox.current?.focus();
      },
    });
  }

  return (
    <AuthSheet
      label={m.verifyOtp()}
      title={m.enterOtp()}
      subtitle={
        <>
          <RichMessage
            message={m.sentToNumber}
            parts={{
              number: (
                <span className="font-semibold text-ink">
                  {PHONE_PREFIX} {mobile}
                </span>
              ),
            }}
          />
        </>
      }
      onClose={closeOverlay}
    >
      <form onSubmit={validate} noValidate>
        <fieldset>
          <legend className="sr-only">{m.oneTimeCode()}</legend>
          <DigitBoxes
            length={OTP_LENGTH}
            digits={digits}
            onChange={setDigits}
            label={m.oneTimeCode()}
            autoComplete="one-time-code"
            autoFocus
            inputRef={(element) => {
              firstBox.current = element;
            }}
          />
        </fieldset>
        <Button type="submit" block className="mt-7 min-h-12 text-base" disabled={!complete || logIn.isPending}>
          {logIn.isPending ? m.checking() : m.validateOtp()}
        </Button>
        <div className="mt-5 flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={() => openOverlay('login')}
            className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {m.changeMobileNumber()}
          </button>
          {countdown.secondsLeft > 0 ? (
            <p className="text-muted" aria-live="polite">
              <RichMessage
                message={m.resendOtpAfter}
                parts={{
                  time: (
                    <span className="font-semibold tabular-nums text-ink">
                      {m.secondsCount({ seconds: countdown.secondsLeft })}
                    </span>
                  ),
                }}
              />
            </p>
          ) : (
            <button
              type="button"
              onClick={requestAgain}
              disabled={resend.isPending}
              className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline disabled:text-muted"
            >
              {m.resendOtp()}
            </button>
          )}
        </div>
      </form>
    </AuthSheet>
  );
}
