import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { ChevronRight, MessageSquareText } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { KitchenData } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { sellerPaths } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.ts';
import { useKitchenQuery } from '../../api/get-kitchen.ts';
import { useUpdateKitchenSettings } from './api/update-kitchen-settings.ts';
import { KitchenBasicsFields, KitchenBillFields, KitchenDeliveryFields } from './kitchen-settings-fields.tsx';
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
 * The Bank SMS settings (issue 27, D97) are a page of their own, linked from here (docs/decisions/0102).
 */
export function KitchenSettingsPage() {
  const kitchen = useKitchenQuery();
  return (
    <div className="px-4 pt-5 pb-8">
      <h1 className="font-display text-3xl font-bold text-ink">{m.kitchenSettings()}</h1>
      <BankSmsLink />
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

/** The way to the Bank SMS settings: UPI confirmed from the bank's SMS (issue 27, D97). */
function BankSmsLink() {
  return (
    <Link
      to={sellerPaths.bankSms}
      className="mt-4 flex min-h-14 items-center gap-3 rounded-3xl bg-white px-5 py-3 shadow-sm ring-1 ring-line transition-colors hover:bg-primary-soft"
    >
      <MessageSquareText className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="flex-1">
        <span className="block font-semibold text-ink">{m.bankSmsLink()}</span>
        <span className="block text-sm text-muted">{m.bankSmsLinkHint()}</span>
      </span>
      <ChevronRight className="size-5 text-muted" aria-hidden="true" />
    </Link>
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
      <section className={card} aria-labelledby="kitchen-bill-settings">
        <KitchenBillFields form={form} />
      </section>
      <Button type="submit" block className="min-h-12 text-base" disabled={update.isPending}>
        {update.isPending ? m.savingSettings() : m.saveSettings()}
      </Button>
    </form>
  );
}
