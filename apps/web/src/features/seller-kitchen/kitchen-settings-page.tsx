import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { KitchenData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { toast } from '../../lib/toast.ts';
import { useKitchenQuery } from '../../api/get-kitchen.ts';
import { useUpdateKitchenSettings } from './api/update-kitchen-settings.ts';
import { KitchenBasicsFields, KitchenDeliveryFields } from './kitchen-settings-fields.tsx';
import {
  kitchenSettingsFormSchema,
  kitchenSettingsFormValues,
  type KitchenSettingsFormOutput,
  type KitchenSettingsFormValues,
} from './kitchen-settings-form.ts';

const card = 'space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line';

/**
 * 'Kitchen settings' in the seller's profile (issue 13, D40): the kitchen's name, description, support
 * phone, FSSAI licence, UPI id, pincodes, societies with towers, order ETA and coupon offers, checked
 * by the domain's schemas and saved with PATCH /kitchen/settings; customers' open apps follow at once.
 */
export function KitchenSettingsPage() {
  const kitchen = useKitchenQuery();
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.kitchenSettings()}</h1>
      {kitchen.data ? (
        <KitchenSettingsForm kitchen={kitchen.data} />
      ) : (
        <div className="mt-10 grid place-items-center">
          <LoadingDots />
        </div>
      )}
    </div>
  );
}

function KitchenSettingsForm({ kitchen }: { kitchen: KitchenData }) {
  const update = useUpdateKitchenSettings();
  const form = useForm<KitchenSettingsFormValues, unknown, KitchenSettingsFormOutput>({
    resolver: zodResolver(kitchenSettingsFormSchema),
    defaultValues: kitchenSettingsFormValues(kitchen),
  });

  const save = form.handleSubmit((settings) =>
    update.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(kitchenSettingsFormValues(saved));
        // One toast however often Save is pressed.
        toast.success(m.kitchenSettingsSaved(), { id: 'kitchen-settings-saved' });
      },
    }),
  );

  return (
    <form onSubmit={save} noValidate className="mt-5 space-y-5">
      <section className={card}>
        <KitchenBasicsFields form={form} />
      </section>
      <section className={card}>
        <KitchenDeliveryFields form={form} />
      </section>
      <Button type="submit" block className="min-h-12 text-base" disabled={update.isPending}>
        {update.isPending ? m.savingSettings() : m.saveSettings()}
      </Button>
    </form>
  );
}
