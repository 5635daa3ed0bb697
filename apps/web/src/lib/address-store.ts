/**
 * The chosen delivery address (issue 12, docs/architecture.md 'Layers'): shared code, because the addresses
 * feature sets it, the payment page sends it and logging out forgets it.
 */
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { Address } from '@rasoi/domain/api';

/** Browser storage keys of the chosen delivery address (spec 3 'address and tempAddress'). */
export const ADDRESS_STORAGE_KEY = 'address';
export const TEMP_ADDRESS_STORAGE_KEY = 'tempAddress';

/**
 * The delivery address choice (spec 3): `tempAddress` is the card tapped on 'My Address',
 * `address` the one confirmed for the order (what the payment page sends).
 */
export type AddressState = {
  address: Address | null;
  tempAddress: Address | null;
  chooseAddress: (address: Address) => void;
  confirmAddress: () => void;
  /** A newly added address is chosen and confirmed at once (spec 7: 'becomes the selected address'). */
  selectAddress: (address: Address) => void;
  resetAddress: () => void;
};

type Persisted = Pick<AddressState, 'address' | 'tempAddress'>;

function readKey(key: string): Address | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Address) : null;
  } catch {
    return null;
  }
}

function writeKey(key: string, value: Address | null): void {
  if (value) localStorage.setItem(key, JSON.stringify(value));
  else localStorage.removeItem(key);
}

/** Keeps each field under its own spec key instead of zustand's single JSON blob. */
const splitStorage: PersistStorage<Persisted> = {
  getItem: (): StorageValue<Persisted> => ({
    state: { address: readKey(ADDRESS_STORAGE_KEY), tempAddress: readKey(TEMP_ADDRESS_STORAGE_KEY) },
  }),
  setItem: (_name, value) => {
    writeKey(ADDRESS_STORAGE_KEY, value.state.address);
    writeKey(TEMP_ADDRESS_STORAGE_KEY, value.state.tempAddress);
  },
  removeItem: () => {
    localStorage.removeItem(ADDRESS_STORAGE_KEY);
    localStorage.removeItem(TEMP_ADDRESS_STORAGE_KEY);
  },
};

export const useAddress = create<AddressState>()(
  persist(
    (set, get) => ({
      address: null,
      tempAddress: null,
      chooseAddress: (tempAddress) => set({ tempAddress }),
      confirmAddress: () => set({ address: get().tempAddress }),
      selectAddress: (address) => set({ address, tempAddress: address }),
      resetAddress: () => set({ address: null, tempAddress: null }),
    }),
    {
      name: ADDRESS_STORAGE_KEY,
      storage: splitStorage,
      partialize: (state) => ({ address: state.address, tempAddress: state.tempAddress }),
    },
  ),
);
