import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import type { KitchenData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { toast, toastError } from '../../lib/toast.ts';
import { useFinishSetup } from './api/finish-setup.ts';
import { useKitchenQuery } from '../../api/get-kitchen.ts';
import { useUpdateKitchenSettings } from './api/update-kitchen-settings.ts';
import { KitchenNameField, PincodesField, SupportPhoneField } from './kitchen-settings-fields.tsx';
import {
  kitchenSettingsFormSchema,
  kitchenSettingsFormValues,
  type KitchenSettingsFormOutput,
  type KitchenSettingsFormValues,
} from './kitchen-settings-form.ts';
import { emptyPin, NewPinFields, newPinOf } from '../../ui/pin-fields.tsx';
import type { SellerSetup } from './use-seller-setup.ts';

const card = 'space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line';

/**
 * The seller's first-start setup (issue 13, D41), shown by the seller layout in place of the pages
 * while the profile says it is due: first the kitchen's name, support phone and pincodes (saved with
 * PATCH /kitchen/settings, checked by the same schemas as 'Kitchen settings'), then, when the PIN is
 * still the generated one, a new PIN typed twice. POST /auth/seller-setup ends it; its answer clears
 * `setup` in the profile's cache and the layout shows the dashboard.
 */
export function SellerSetupPage({ setup }: { setup: SellerSetup }) {
  const [step, setStep] = useState<'kitchen' | 'pin'>(setup.kitchenDue ? 'kitchen' : 'pin');
  const finish = useFinishSetup();

  function finishSetup(newPin?: string) {
    finish.mutate(newPin === undefined ? {} : { newPin }, {
      onSuccess: () => toast.success(m.setupDone()),
      onError: toastError,
    });
  }

  const steps = setup.kitchenDue && setup.pinDue ? 2 : 1;
  const position = step === 'pin' && setup.kitchenDue ? 2 : 1;
  return (
    <div className="px-4 pt-5 pb-8">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary" aria-hidden="true">
          <Sparkles className="size-6" />
        </span>
        <div>
          <h1 className="font-display text-2xl font-bold text-ink">{m.setupTitle()}</h1>
          {steps > 1 ? (
            <p className="text-sm text-muted">
              {position} / {steps}
            </p>
          ) : null}
        </div>
      </div>
      {step === 'kitchen' ? (
        <KitchenStep
          last={!setup.pinDue}
          finishing={finish.isPending}
          onSaved={() => (setup.pinDue ? setStep('pin') : finishSetup())}
        />
      ) : (
        <PinStep saving={finish.isPending} onChosen={finishSetup} />
      )}
    </div>
  );
}

/** The kitchen's details, loaded first so the other settings keep their values. */
function KitchenStep(props: { last: boolean; finishing: boolean; onSaved: () => void }) {
  const kitchen = useKitchenQuery();
  if (!kitchen.data) {
    return (
      <div className="mt-10 grid place-items-center">
        <LoadingDots />
      </div>
    );
  }
  return <KitchenForm kitchen={kitchen.data} {...props} />;
}

function KitchenForm({
  kitchen,
  last,
  finishing,
  onSaved,
}: {
  kitchen: KitchenData;
  last: boolean;
  finishing: boolean;
  onSaved: () => void;
}) {
  const update = useUpdateKitchenSettings();
  const form = useForm<KitchenSettingsFormValues, unknown, KitchenSettingsFormOutput>({
    resolver: zodResolver(kitchenSettingsFormSchema),
    defaultValues: kitchenSettingsFormValues(kitchen),
  });
  // Only what this step asks is sent; the other settings stay as the kitchen has them.
  const save = form.handleSubmit(({ name, support_phone, serviceable_pincodes }) =>
    update.mutate({ name, support_phone, serviceable_pincodes }, { onSuccess: onSaved }),
  );
  const busy = update.isPending || finishing;

  return (
    <form onSubmit={save} noValidate className="mt-5 space-y-5">
      <section className={card}>
        <p className="text-sm text-muted">{m.setupKitchenHint()}</p>
        <KitchenNameField form={form} />
        <SupportPhoneField form={form} />
        <PincodesField form={form} />
      </section>
      <Button type="submit" block className="min-h-12 text-base" disabled={busy}>
        {busy ? m.savingSettings() : last ? m.setupFinish() : m.setupNext()}
      </Button>
    </form>
  );
}

/** The new PIN, typed twice, in place of the one the server printed. */
function PinStep({ saving, onChosen }: { saving: boolean; onChosen: (pin: string) => void }) {
  const [newPin, setNewPin] = useState(emptyPin);
  const [confirm, setConfirm] = useState(emptyPin);
  const chosen = newPinOf(newPin, confirm);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen && !saving) onChosen(chosen);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5">
      <section className={card}>
        <p className="text-sm text-muted">{m.setupPinHint()}</p>
        <NewPinFields newPin={newPin} confirm={confirm} onNewPin={setNewPin} onConfirm={setConfirm} autoFocus />
      </section>
      <Button type="submit" block className="min-h-12 text-base" disabled={!chosen || saving}>
        {saving ? m.savingPin() : m.setupFinish()}
      </Button>
    </form>
  );
}
