import { Phone } from 'lucide-react';
import { PHONE_PREFIX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { useKitchen } from '../api/get-kitchen.ts';

/**
 * The kitchen's call link (`tel:`, spec 'call link') and FSSAI licence number, as the seller set them
 * (issue 13, D40); each shows only once set. Shown in the footer and the customer's profile.
 */
export function KitchenContact({ className = '' }: { className?: string }) {
  const kitchen = useKitchen();
  if (!kitchen || (!kitchen.support_phone && !kitchen.fssai_licence)) return null;
  return (
    <div className={`space-y-1 text-sm ${className}`}>
      {kitchen.support_phone ? (
        <a
          href={`tel:${PHONE_PREFIX}${kitchen.support_phone}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark underline-offset-4 hover:underline"
        >
          <Phone className="size-4" aria-hidden="true" />
          {m.callKitchenNumber({ phone: kitchen.support_phone })}
        </a>
      ) : null}
      {kitchen.fssai_licence ? (
        <p className="text-xs text-muted">{m.fssaiLicence({ number: kitchen.fssai_licence })}</p>
      ) : null}
    </div>
  );
}
