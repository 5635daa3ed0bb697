/**
 * The customer's notes for the kitchen (issue 15, D55), remembered on this device: a family that eats
 * Jain does so every day, so the payment page starts from the last choice. Shared code, because the
 * payment page sets it and ending the session forgets it (it is the person's).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DIET_SPICE_LEVELS } from '@rasoi/domain/constants';
import type { DietChoice } from '@rasoi/domain/diet';

/** Browser storage key of the remembered notes. */
export const DIET_STORAGE_KEY = 'dietNotes';

// Written here rather than imported from the domain's diet module, whose schemas the first load (which
// ends sessions, so imports this store) does not need.
const NO_DIET_CHOICE: DietChoice = { jain: false, no_onion_garlic: false, spice: null, less_oil: false, note: '' };

export type DietState = {
  diet: DietChoice;
  setDiet: (diet: DietChoice) => void;
  resetDiet: () => void;
};

/** What was stored, kept only where it still has the expected shape (an older or edited entry is not trusted). */
function storedChoice(persisted: unknown): DietChoice {
  const stored = ((persisted as { diet?: Partial<DietChoice> } | null)?.diet ?? {}) as Record<string, unknown>;
  const flag = (value: unknown) => value === true;
  const spice = DIET_SPICE_LEVELS.find((level) => level === stored.spice) ?? null;
  return {
    jain: flag(stored.jain),
    no_onion_garlic: flag(stored.no_onion_garlic),
    spice,
    less_oil: flag(stored.less_oil),
    note: typeof stored.note === 'string' ? stored.note : '',
  };
}

export const useDiet = create<DietState>()(
  persist(
    (set) => ({
      diet: NO_DIET_CHOICE,
      setDiet: (diet) => set({ diet }),
      resetDiet: () => set({ diet: NO_DIET_CHOICE }),
    }),
    {
      name: DIET_STORAGE_KEY,
      partialize: ({ diet }) => ({ diet }),
      version: 1,
      migrate: (persisted) => ({ diet: storedChoice(persisted) }),
      merge: (persisted, current) => ({ ...current, diet: storedChoice(persisted) }),
    },
  ),
);
