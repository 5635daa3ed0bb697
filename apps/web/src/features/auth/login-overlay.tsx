import { useId, useState, type FormEvent } from 'react';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { MOBILE_INPUT_MAX_LENGTH, normaliseMobile } from '@rasoi/domain/mobile';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { useSendOtp } from '../../api/send-otp.ts';
import { AuthSheet } from './auth-sheet.tsx';
import { useAuth } from '../../lib/session-store.ts';

/**
 * The login overlay (spec 2 'Overlays', spec 4 'Login flow'): 'Mobile Number', a fixed +91 prefix and
 * 'Generate OTP'. Any form people type ('+91 98765 43210', '098765 43210') is sent as its ten digits by the
 * domain's rule (issue 30, docs/decisions/0076), so the code screen shows '+91 9876543210'; text the rule
 * refuses goes as typed and gets the server's message (spec 5).
 */
export function LoginOverlay() {
  const inputId = useId();
  const [mobile, setMobileInput] = useState(() => useAuth.getState().mobile);
  const setMobile = useAuth((state) => state.setMobile);
  const { openOverlay, closeOverlay } = useUi();
  const sendOtp = useSendOtp();

  function generate(event: FormEvent) {
    event.preventDefault();
    const digits = normaliseMobile(mobile) ?? mobile;
    setMobile(digits, 'otp');
    sendOtp.mutate(digits, {
      onSuccess: () => {
        toast.success(m.otpSent());
        openOverlay('otp');
      },
    });
  }

  return (
    <AuthSheet label={m.login()} title={m.mobileNumberTitle()} subtitle={m.otpPrompt()} onClose={closeOverlay}>
      <form onSubmit={generate} noValidate>
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink">
          {m.mobileNumber()}
        </label>
        <div className="flex gap-2">
          <span
            aria-label={m.countryCode()}
            className="grid min-h-12 w-16 shrink-0 place-items-center rounded-xl border border-line bg-cream font-semibold text-ink"
          >
            {PHONE_PREFIX}
          </span>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            autoFocus
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            placeholder="98765 43210"
            value={mobile}
            onChange={(event) => setMobileInput(event.target.value)}
            className="min-h-12 w-full min-w-0 rounded-xl border border-line bg-white px-4 text-lg tracking-wide text-ink outline-none placeholder:text-stone-300 focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
        </div>
        <Button type="submit" block className="mt-6 min-h-12 text-base" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? m.sending() : m.generateOtp()}
        </Button>
      </form>
    </AuthSheet>
  );
}
