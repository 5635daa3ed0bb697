import type { Address } from '@rasoi/domain/api';
import { PHONE_PREFIX } from '@rasoi/domain/constants';

/** The lines of an address as people read them: flat, tower, society, then locality and pincode. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <p className="font-semibold text-ink">{address.reciever_name}</p>
      <p className="mt-0.5 text-sm text-ink/80">
        {address.flat_number}, {address.tower_number}, {address.society}
      </p>
      <p className="text-sm text-ink/80">
        {address.locality} - {address.pincode}
      </p>
      <p className="mt-1 text-sm text-muted">
        {PHONE_PREFIX} {address.reciever_mobile}
      </p>
    </>
  );
}
