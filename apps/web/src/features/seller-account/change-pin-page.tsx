import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { ApiError } from '../../api/client.ts';
import { Button } from '../../ui/button.tsx';
import { toast, toastError } from '../../lib/toast.ts';
import { useChangePin } from './api/change-pin.ts';
import { emptyPin, NewPinFields, newPinOf, PinField, pinOf } from '../../ui/pin-fields.tsx';
import { sellerPaths } from '../../lib/paths.ts';

/**
 * The seller's PIN change (issue 13, D41), opened from the profile: the current PIN, then the new one
 * twice. The server checks the current PIN against the login's tries ledger; a wrong one clears the
 * current PIN's boxes and toasts the server's sentence. Success toasts that the other devices are
 * logged out and goes back to the profile.
 */
export function ChangePinPage() {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(emptyPin);
  const [newPin, setNewPin] = useState(emptyPin);
  const [confirm, setConfirm] = useState(emptyPin);
  const currentFirstBox = useRef<HTMLInputElement | null>(null);
  const change = useChangePin();
  const currentPin = pinOf(current);
  const chosen = newPinOf(newPin, confirm);
  const ready = currentPin !== null && chosen !== null && !change.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    change.mutate(
      { currentPin, newPin: chosen },
      {
        onSuccess: () => {
          toast.success(m.pinChanged());
          navigate(sellerPaths.profile, { replace: true });
        },
        onError: (error) => {
          toastError(error);
          // A wrong current PIN: type it again. Other refusals (the new PIN) keep what was typed.
          if (error instanceof ApiError && error.message !== m.pinUnchanged()) {
            setCurrent(emptyPin());
            currentFirstBox.current?.focus();
          }
        },
      },
    );
  }

  return (
    <div className="px-4 pt-5">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary" aria-hidden="true">
          <KeyRound className="size-6" />
        </span>
        <div>
          <h1 className="font-display text-2xl font-bold text-ink">{m.changePin()}</h1>
          <p className="text-sm text-muted">{m.changePinHint()}</p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <PinField
          label={m.currentPinLabel()}
          digits={current}
          onChange={setCurrent}
          autoFocus
          inputRef={(element) => {
            currentFirstBox.current = element;
          }}
        />
        <NewPinFields newPin={newPin} confirm={confirm} onNewPin={setNewPin} onConfirm={setConfirm} />
        <Button type="submit" block className="min-h-12 text-base" disabled={!ready}>
          {change.isPending ? m.savingPin() : m.savePin()}
        </Button>
      </form>
    </div>
  );
}
