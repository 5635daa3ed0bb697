import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { SelectField, TextField } from '../../ui/form-fields.tsx';
import type { KitchenSettingsFormOutput, KitchenSettingsFormValues } from './kitchen-settings-form.ts';

/** The kitchen settings form as react-hook-form gives it (values typed, output checked). */
export type KitchenSettingsForm = UseFormReturn<KitchenSettingsFormValues, unknown, KitchenSettingsFormOutput>;

/** The kitchen's name (issue 13, D40); also asked by the first-start setup (D41). */
export function KitchenNameField({ form }: { form: KitchenSettingsForm }) {
  return (
    <TextField label={m.kitchenNameLabel()} registration={form.register('name')} error={form.formState.errors.name} />
  );
}

/** The support phone customers call (spec's call link; issue 13, D40); also asked by the setup (D41). */
export function SupportPhoneField({ form }: { form: KitchenSettingsForm }) {
  return (
    <TextField
      label={m.supportPhoneLabel()}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      registration={form.register('support_phone')}
      error={form.formState.errors.support_phone}
    />
  );
}

/** The pincodes the kitchen delivers to, comma separated (issue 13, D40); also asked by the setup (D41). */
export function PincodesField({ form }: { form: KitchenSettingsForm }) {
  return (
    <TextField
      label={m.pincodesLabel()}
      hint={m.pincodesHint()}
      inputMode="numeric"
      autoComplete="off"
      registration={form.register('serviceable_pincodes')}
      error={form.formState.errors.serviceable_pincodes}
    />
  );
}

/**
 * The kitchen's language (issue 16, D62): the shared menu picture, its previews in chats and the text
 * shared with it are written in it. Each language is named in itself.
 */
export function KitchenLanguageField({ form }: { form: KitchenSettingsForm }) {
  return (
    <SelectField
      label={m.kitchenLanguageLabel()}
      hint={m.kitchenLanguageHint()}
      options={[
        { value: 'en', label: m.languageEn(), lang: 'en' },
        { value: 'hi', label: m.languageHi(), lang: 'hi' },
      ]}
      registration={form.register('language')}
      error={form.formState.errors.language}
    />
  );
}

/**
 * Who the kitchen is (issue 13, D40): name, one-line description, support phone, FSSAI licence number,
 * UPI id and language (issue 16), each with the domain's message under it. Shared by 'Kitchen settings'
 * and the first-start setup.
 */
export function KitchenBasicsFields({ form }: { form: KitchenSettingsForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <KitchenNameField form={form} />
      <TextField
        label={m.kitchenDescriptionLabel()}
        registration={register('description')}
        error={errors.description}
      />
      <SupportPhoneField form={form} />
      <TextField
        label={m.fssaiLabel()}
        inputMode="numeric"
        autoComplete="off"
        registration={register('fssai_licence')}
        error={errors.fssai_licence}
      />
      <TextField
        label={m.upiLabel()}
        autoComplete="off"
        autoCapitalize="none"
        registration={register('upi_id')}
        error={errors.upi_id}
      />
      <KitchenLanguageField form={form} />
    </>
  );
}

/**
 * What the kitchen's bills carry and are (issue 28, docs/decisions/0107): the address printed on them, the
 * GST scheme, the GSTIN (checked with its check character) and the bill numbers' prefix.
 */
export function KitchenBillFields({ form }: { form: KitchenSettingsForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <h2 id="kitchen-bill-settings" className="text-base font-semibold text-ink">
        {m.billsSettingsHeading()}
      </h2>
      <p className="text-sm text-muted">{m.billsSettingsHint()}</p>
      <TextField
        label={m.kitchenAddressLabel()}
        autoComplete="street-address"
        registration={register('address')}
        error={errors.address}
      />
      <SelectField
        label={m.gstSchemeLabel()}
        options={[
          { value: 'none', label: m.gstSchemeNone() },
          { value: 'composition', label: m.gstSchemeComposition() },
          { value: 'regular', label: m.gstSchemeRegular() },
        ]}
        registration={register('gst_scheme')}
        error={errors.gst_scheme}
      />
      <TextField
        label={m.gstinLabel()}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        registration={register('gstin')}
        error={errors.gstin}
      />
      <TextField
        label={m.billPrefixLabel()}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={3}
        registration={register('bill_prefix')}
        error={errors.bill_prefix}
      />
    </>
  );
}

/**
 * Where and how the kitchen delivers (issue 13, D40): the pincodes, the societies with their towers
 * (added and removed row by row), the order ETA in minutes and the coupon offers in percent.
 */
export function KitchenDeliveryFields({ form }: { form: KitchenSettingsForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const societies = useFieldArray({ control, name: 'societies' });
  return (
    <>
      <PincodesField form={form} />
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-ink">{m.societiesLabel()}</legend>
        {societies.fields.map((field, index) => (
          <div key={field.id} className="space-y-3 rounded-2xl bg-cream/60 p-3 ring-1 ring-line">
            <TextField
              label={m.societyNumber({ number: index + 1 })}
              registration={register(`societies.${index}.name`)}
              error={errors.societies?.[index]?.name}
            />
            <TextField
              label={m.towersNumber({ number: index + 1 })}
              hint={m.towersHint()}
              registration={register(`societies.${index}.towers`)}
              error={errors.societies?.[index]?.towers}
            />
            <button
              type="button"
              onClick={() => societies.remove(index)}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-red-700"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {m.removeSocietyNumber({ number: index + 1 })}
            </button>
          </div>
        ))}
        {(errors.societies?.message ?? errors.societies?.root?.message) ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.societies?.message ?? errors.societies?.root?.message}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => societies.append({ name: '', towers: '' })}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-dashed border-line px-4 text-sm font-semibold text-primary-dark"
        >
          <Plus className="size-4" aria-hidden="true" />
          {m.addSociety()}
        </button>
      </fieldset>
      <TextField
        label={m.etaLabel()}
        inputMode="numeric"
        autoComplete="off"
        registration={register('order_eta_minutes')}
        error={errors.order_eta_minutes}
      />
      <TextField
        label={m.orderDaysAheadLabel()}
        inputMode="numeric"
        autoComplete="off"
        hint={m.orderDaysAheadHint()}
        registration={register('order_days_ahead')}
        error={errors.order_days_ahead}
      />
      <TextField
        label={m.cancelWindowLabel()}
        inputMode="numeric"
        autoComplete="off"
        hint={m.cancelWindowHint()}
        registration={register('cancel_window_minutes')}
        error={errors.cancel_window_minutes}
      />
      <TextField
        label={m.householdPlatesMaxLabel()}
        inputMode="numeric"
        autoComplete="off"
        hint={m.householdPlatesMaxHint()}
        registration={register('household_plates_max')}
        error={errors.household_plates_max}
      />
      <TextField
        label={m.couponOffersLabel()}
        inputMode="numeric"
        autoComplete="off"
        hint={m.couponOffersHint()}
        registration={register('coupon_offers')}
        error={errors.coupon_offers}
      />
    </>
  );
}
