import { Link, useNavigate } from 'react-router';
import { CircleCheck, MapPin, Plus } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { AddressLines } from '../../ui/address-card.tsx';
import { useAddress } from '../../lib/address-store.ts';
import { useAddresses } from '../../api/get-addresses.ts';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * 'My Address' (spec 2): the saved addresses as selectable cards. 'Select Address' stays disabled until
 * one is chosen, then 'Confirm Address' goes to payment; 'Add Delivery Address' opens the form.
 * Needs a logged-in customer (spec 6).
 */
export function AddressPage() {
  const token = useAuth((state) => state.token);
  const navigate = useNavigate();
  const { data: addresses, isPending, isError, refetch } = useAddresses(Boolean(token));
  const tempAddress = useAddress((state) => state.tempAddress);
  const chooseAddress = useAddress((state) => state.chooseAddress);
  const confirmAddress = useAddress((state) => state.confirmAddress);
  // A remembered choice counts only while it is still one of this customer's addresses.
  const chosen = addresses?.find((address) => address._id === tempAddress?._id) ?? null;

  if (!token) {
    return (
      <section className="px-4 pb-8">
        <h1 className="mt-4 text-2xl font-bold text-ink">{m.myAddress()}</h1>
        <LoginPrompt message={m.logInToChooseWhere()} />
      </section>
    );
  }

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold text-ink">{m.myAddress()}</h1>
      <p className="mt-1 text-sm text-muted">{m.whereShouldWeBringYour()}</p>

      <Link
        to={paths.newAddress}
        className="mt-5 flex min-h-12 items-center gap-3 rounded-2xl border-2 border-dashed border-primary/40 bg-primary-soft/50 px-4 py-3 font-semibold text-primary-dark transition-colors hover:bg-primary-soft"
      >
        <Plus className="size-5" aria-hidden="true" />
        {m.addDeliveryAddress()}
      </Link>

      <div className="mt-5">
        {isPending ? (
          <div className="space-y-3" aria-label={m.loadingAddresses()}>
            {[0, 1].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-2xl bg-white ring-1 ring-line" />
            ))}
          </div>
        ) : isError ? (
          <div className="rounded-2xl bg-white p-5 text-center ring-1 ring-line">
            <p className="text-ink">{m.addressesLoadFailed()}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
              {m.tryAgain()}
            </Button>
          </div>
        ) : addresses.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-white px-5 py-8 text-center ring-1 ring-line">
            <MapPin className="size-10 text-accent" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink">{m.noSavedAddressesYet()}</p>
            <p className="mt-1 text-sm text-muted">{m.addYourFlatAndTower()}</p>
          </div>
        ) : (
          <div role="radiogroup" aria-label={m.savedAddresses()} className="space-y-3">
            {addresses.map((address) => {
              const selected = chosen?._id === address._id;
              return (
                <label
                  key={address._id}
                  className={`relative block cursor-pointer rounded-2xl bg-white p-4 pr-12 shadow-sm transition-all has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20 ${
                    selected ? 'shadow-md ring-2 ring-primary' : 'ring-1 ring-line hover:ring-primary/40'
                  }`}
                >
                  <input
                    type="radio"
                    name="address"
                    className="sr-only"
                    checked={selected}
                    onChange={() => chooseAddress(address)}
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
      </div>

      <Button
        block
        className="mt-6 min-h-12 text-base shadow-lg shadow-primary/20"
        disabled={!chosen}
        onClick={() => {
          confirmAddress();
          navigate(paths.payment);
        }}
      >
        {chosen ? m.confirmAddress() : m.selectAddress()}
      </Button>
    </section>
  );
}
