import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@rasoi/domain/i18n/messages';
import type { GatewaySettingsData, GatewaySettingsPatch } from '@rasoi/domain/payment-gateway';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useUpdateGatewaySettings } from './api/update-gateway-settings.ts';

type Values = { key_id: string; key_secret: string; webhook_secret: string };

/** Removing the keys: all three at once, so no half-set gateway is left behind. */
const REMOVE_ALL: GatewaySettingsPatch = { key_id: null, key_secret: null, webhook_secret: null };

const valuesOf = (settings: GatewaySettingsData): Values => ({
  key_id: settings.key_id ?? '',
  key_secret: '',
  webhook_secret: '',
});

/**
 * What the form changed, as the PATCH body: the key id when it differs from the saved one (emptied:
 * removed), and each secret only when one was typed (the saved ones are never shown, so an empty box keeps
 * them). An unchanged form gives `{}`, which the server refuses with its sentence.
 */
export function gatewayPatchOf(values: Values, saved: GatewaySettingsData): GatewaySettingsPatch {
  const patch: GatewaySettingsPatch = {};
  const keyId = values.key_id.trim();
  if (keyId !== (saved.key_id ?? '')) patch.key_id = keyId === '' ? null : keyId;
  if (values.key_secret.trim() !== '') patch.key_secret = values.key_secret.trim();
  if (values.webhook_secret.trim() !== '') patch.webhook_secret = values.webhook_secret.trim();
  return patch;
}

/**
 * 'Razorpay keys' (D100): the key id (public, shown back), the key secret and the webhook secret (written,
 * never shown: each says only set or not set, and the boxes are emptied once saved), Save, and 'Remove
 * keys' after a confirm. The server's refusal is said in the form, under the button that asked.
 */
export function GatewayKeysForm({ settings }: { settings: GatewaySettingsData }) {
  const headingId = useId();
  const update = useUpdateGatewaySettings();
  const [asking, setAsking] = useState(false);
  const form = useForm<Values>({ values: valuesOf(settings) });
  const anyKey = settings.key_id !== null || settings.key_secret_set || settings.webhook_secret_set;

  const save = form.handleSubmit((values) => {
    update.mutate(gatewayPatchOf(values, settings), {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        void toast.success(m.gatewaySaved());
      },
    });
  });

  function removeKeys() {
    update.mutate(REMOVE_ALL, {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        void toast.success(m.gatewayRemoved());
      },
      onSettled: () => setAsking(false),
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {m.gatewayKeysHeading()}
      </h2>
      <form onSubmit={(event) => void save(event)} noValidate className="mt-3 space-y-5">
        <TextField
          label={m.gatewayKeyId()}
          hint={m.gatewayKeyIdHint()}
          registration={form.register('key_id')}
          error={undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={m.gatewayKeySecret()}
          hint={settings.key_secret_set ? m.gatewayKeySecretSet() : m.gatewayKeySecretNotSet()}
          registration={form.register('key_secret')}
          error={undefined}
          type="password"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={m.gatewayWebhookSecret()}
          hint={settings.webhook_secret_set ? m.gatewayWebhookSecretSet() : m.gatewayWebhookSecretNotSet()}
          registration={form.register('webhook_secret')}
          error={undefined}
          type="password"
          autoComplete="off"
          spellCheck={false}
        />
        {update.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {update.error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="min-h-12 flex-1 text-base" disabled={update.isPending}>
            {update.isPending ? m.saving() : m.gatewaySave()}
          </Button>
          {anyKey ? (
            <Button
              variant="secondary"
              className="min-h-12 flex-1"
              disabled={update.isPending}
              onClick={() => setAsking(true)}
            >
              {m.gatewayRemove()}
            </Button>
          ) : null}
        </div>
      </form>
      {asking ? (
        <ConfirmDialog
          title={m.gatewayRemoveTitle()}
          body={m.gatewayRemoveBody()}
          cancelLabel={m.cancel()}
          confirmLabel={m.gatewayRemove()}
          danger
          busy={update.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={removeKeys}
        />
      ) : null}
    </section>
  );
}
