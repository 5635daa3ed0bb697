import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { Address } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { AddressLines } from '../../ui/address-card.tsx';

/**
 * Where a subscription's meals go: the saved addresses as selectable cards, as the address page lists them
 * (each radio named by receiver, flat, tower and society), or a link to add one when there is none.
 */
export function AddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly Address[];
  value: string | null;
  onChange: (addressId: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-ink">{m.tiffinDeliverTo()}</legend>
      {addresses.length === 0 ? (
        <div className="rounded-2xl bg-white p-4 text-sm ring-1 ring-line">
          <p className="text-muted">{m.tiffinNoAddress()}</p>
          <Link to={paths.newAddress} className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary">
            {m.addDeliveryAddress()}
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          {addresses.map((address) => {
            const selected = address._id === value;
            return (
              <label
                key={address._id}
                className={`relative block cursor-pointer rounded-2xl bg-white p-4 pr-12 shadow-sm transition-all has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 ${
                  selected ? 'shadow-md ring-2 ring-primary' : 'ring-1 ring-line hover:ring-primary/40'
                }`}
              >
                <input
                  type="radio"
                  name="subscription-address"
                  className="sr-only"
                  checked={selected}
                  onChange={() => onChange(address._id)}
                  aria-label={`${address.reciever_name}, ${address.flat_number}, ${address.tower_number}, ${address.society}`}
                />
                <AddressLines address={address} />
                <span className="absolute top-4 right-4" aria-hidden="true">
                  {selected ? (
                    <CircleCheck className="size-6 fill-primary text-white" />
                  ) : (
                    <span className="block size-6 rounded-full border-2 border-line" />
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
