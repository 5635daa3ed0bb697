import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { addressBaseSchema, addressSchemaFor, type AddressInput } from '@rasoi/domain/address';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useKitchen, useServiceablePincodes } from '../../api/get-kitchen.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useAddress } from '../../lib/address-store.ts';
import { useCreateAddress } from './api/create-address.ts';
import { SocietyTowerFields } from '../../ui/society-tower-fields.tsx';

/** One toast for a refused form, however often Save is pressed; cleared once the address is saved. */
const INVALID_TOAST_ID = 'address-invalid';

const EMPTY: AddressInput = {
  reciever_name: '',
  reciever_mobile: '',
  flat_number: '',
  tower_number: '',
  society: '',
  locality: '',
  pincode: '',
};

/**
 * The add-address form (spec 5): every field required, a 10-digit receiver phone and a serviceable
 * pincode, each message under its field; the kitchen's societies and their towers are offered as
 * choices (issue 13; the society comes before the tower so its towers can be offered). If any check fails nothing is saved and a toast says
 * 'Service not available in your area 😢'; a saved address becomes the selected one.
 */
export function NewAddressPage() {
  const token = useAuth((state) => state.token);
  const navigate = useNavigate();
  const selectAddress = useAddress((state) => state.selectAddress);
  const createAddress = useCreateAddress();
  // The kitchen's pincodes come from GET /kitchen; until it answers, the server alone judges the pincode.
  const pincodes = useServiceablePincodes();
  // react-hook-form reads its options on every render, so the resolver follows the answer.
  const resolver = useMemo(() => zodResolver(pincodes ? addressSchemaFor(pincodes) : addressBaseSchema), [pincodes]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddressInput>({ resolver, defaultValues: EMPTY, mode: 'onSubmit' });
  // The societies and towers the kitchen delivers to (issue 13), offered as choices; typing another stays possible.
  const societies = useKitchen()?.societies ?? [];
  const society = useWatch({ control, name: 'society' });

  if (!token) {
    return (
      <section className="px-4 pb-8">
        <h1 className="mt-4 text-2xl font-bold text-ink">{m.addDeliveryAddress()}</h1>
        <LoginPrompt message={m.logInToSaveA()} />
      </section>
    );
  }

  const save = handleSubmit(
    (input) =>
      createAddress.mutate(input, {
        onSuccess: (address) => {
          toast.dismiss(INVALID_TOAST_ID);
          toast.success(m.addressAdded());
          selectAddress(address);
          navigate(paths.address);
        },
      }),
    () => toast.error(m.serviceUnavailable(), { id: INVALID_TOAST_ID }),
  );

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold text-ink">{m.addDeliveryAddress()}</h1>
      {pincodes ? (
        <p className="mt-1 text-sm text-muted">{m.weDeliverInPincodes({ pincodes: pincodes.join(', ') })}</p>
      ) : null}
      <form onSubmit={save} noValidate className="mt-5 space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line">
        <TextField
          label={m.receiverName()}
          autoComplete="name"
          registration={register('reciever_name')}
          error={errors.reciever_name}
        />
        <TextField
          label={m.receiverPhone()}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={m.mobileNumberPlaceholder()}
          registration={register('reciever_mobile')}
          error={errors.reciever_mobile}
        />
        <TextField
          label={m.flatNumberBuildingName()}
          registration={register('flat_number')}
          error={errors.flat_number}
        />
        <SocietyTowerFields
          societies={societies}
          society={society}
          registrations={{ society: register('society'), tower: register('tower_number') }}
          errors={{ society: errors.society, tower: errors.tower_number }}
          placeholders={{ society: m.chooseSociety(), tower: m.chooseTower() }}
        />
        <TextField
          label={m.locality()}
          autoComplete="address-level3"
          registration={register('locality')}
          error={errors.locality}
        />
        <TextField
          label={m.pincode()}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={pincodes?.[0]}
          registration={register('pincode')}
          error={errors.pincode}
        />
        <Button type="submit" block className="min-h-12 text-base" disabled={createAddress.isPending}>
          {createAddress.isPending ? m.saving() : m.saveAddress()}
        </Button>
      </form>
    </section>
  );
}
