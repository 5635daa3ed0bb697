import { useForm } from 'react-hook-form';
import { MessageCircle } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import {
  WHATSAPP_KINDS,
  type WhatsAppKind,
  type WhatsAppSettingsData,
  type WhatsAppSettingsPatch,
} from '@rasoi/domain/whatsapp';
import { toast, toastError } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { useUpdateWhatsAppSettings, useWhatsAppSettings } from './api/whatsapp-settings.ts';

type Values = { phone_number_id: string; access_token: string; templates: Record<WhatsAppKind, string> };

/** Each kind's label, written when the page renders (D84). */
const kindLabel: Record<WhatsAppKind, () => string> = {
  order_confirmed: () => m.whatsAppKindOrderConfirmed(),
  out_for_delivery: () => m.whatsAppKindOutForDelivery(),
  payment_received: () => m.whatsAppKindPaymentReceived(),
  statement_ready: () => m.whatsAppKindStatementReady(),
  low_balance: () => m.whatsAppKindLowBalance(),
};

function valuesOf(settings: WhatsAppSettingsData): Values {
  return { phone_number_id: settings.phone_number_id ?? '', access_token: '', templates: settings.templates };
}

/**
 * What the form changed, as the PATCH body: the number ID (emptied: removed), a token only when one was
 * typed (the saved one is never shown, so an empty box keeps it), and the template names that changed.
 */
export function whatsAppPatchOf(values: Values, saved: WhatsAppSettingsData): WhatsAppSettingsPatch {
  const patch: WhatsAppSettingsPatch = {};
  const phone = values.phone_number_id.trim();
  if (phone !== (saved.phone_number_id ?? '')) patch.phone_number_id = phone === '' ? null : phone;
  if (values.access_token.trim() !== '') patch.access_token = values.access_token.trim();
  const templates = Object.fromEntries(
    WHATSAPP_KINDS.filter((kind) => values.templates[kind].trim() !== saved.templates[kind]).map((kind) => [
      kind,
      values.templates[kind].trim(),
    ]),
  );
  if (Object.keys(templates).length > 0) patch.templates = templates;
  return patch;
}

/**
 * The kitchen's WhatsApp settings (issue 27 part 3, docs/decisions/0101), from the seller's profile: whether
 * receipts go out, the Cloud API phone number ID, the access token (written, never shown: the page says only
 * whether one is saved) and the five template names. A refusal shows the server's sentence.
 */
export function WhatsAppSettingsPage() {
  const settings = useWhatsAppSettings();
  const update = useUpdateWhatsAppSettings();
  const form = useForm<Values>({ values: settings.data ? valuesOf(settings.data) : undefined });

  function submit(values: Values) {
    if (!settings.data) return;
    update.mutate(whatsAppPatchOf(values, settings.data), {
      onSuccess: () => {
        toast.success(m.whatsAppSaved());
        form.resetField('access_token', { defaultValue: '' });
      },
      onError: toastError,
    });
  }

  return (
    <div className="px-4 pt-5 pb-8">
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary" aria-hidden="true">
          <MessageCircle className="size-6" />
        </span>
        <div>
          <h1 className="font-display text-2xl font-bold text-ink">{m.whatsAppSettings()}</h1>
          <p className="text-sm text-muted">{m.whatsAppSettingsHint()}</p>
        </div>
      </div>
      {settings.data ? (
        <p role="status" className="mt-4 rounded-2xl bg-primary-soft px-4 py-3 text-sm text-ink">
          {settings.data.configured ? m.whatsAppSending() : m.whatsAppNotSending()}
        </p>
      ) : null}
      <form
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
        className="mt-4 space-y-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line"
      >
        <TextField
          label={m.whatsAppPhoneNumberId()}
          hint={m.whatsAppPhoneNumberIdHint()}
          registration={form.register('phone_number_id')}
          error={undefined}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          label={m.whatsAppAccessToken()}
          hint={settings.data?.access_token_set ? m.whatsAppAccessTokenSet() : m.whatsAppAccessTokenNotSet()}
          registration={form.register('access_token')}
          error={undefined}
          type="password"
          autoComplete="off"
        />
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-ink">{m.whatsAppTemplates()}</legend>
          <p className="text-xs text-muted">{m.whatsAppTemplatesHint()}</p>
          {WHATSAPP_KINDS.map((kind) => (
            <TextField
              key={kind}
              label={kindLabel[kind]()}
              registration={form.register(`templates.${kind}`)}
              error={undefined}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </fieldset>
        <Button type="submit" block className="min-h-12 text-base" disabled={!settings.data || update.isPending}>
          {update.isPending ? m.whatsAppSaving() : m.whatsAppSave()}
        </Button>
      </form>
    </div>
  );
}
