/**
 * The orders auto-print has printed on this device (issue 28 part 4, D111), so none prints twice here: not
 * after a reload, nor from a second tab of the seller area. An order is claimed before it is sent, under
 * one Web Lock for the device's tabs (read, add, write as one step); a claim whose print fails is given
 * back so the next event tries again. The list keeps the newest PRINTED_KEEP ids (older orders are long
 * out of the Preparing list auto-print watches).
 */

/** Browser storage key of the printed order ids. */
export const PRINTED_STORAGE_KEY = 'kitchenPrinted';
const PRINTED_KEEP = 500;
const LOCK_NAME = 'rasoi-kitchen-printer';

function readPrinted(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PRINTED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writePrinted(ids: readonly string[]): void {
  try {
    localStorage.setItem(PRINTED_STORAGE_KEY, JSON.stringify(ids.slice(-PRINTED_KEEP)));
  } catch {
    // Storage blocked (private mode): this page's memory below still holds the claim.
  }
}

// This page's claims, for a browser without storage or Web Locks.
const claimedHere = new Set<string>();

/** Runs `work` alone among this device's tabs (Web Locks), or directly where the browser lacks them. */
async function exclusively<T>(work: () => T): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return work();
  return locks.request(LOCK_NAME, async () => work());
}

/** Claims `orderId` for printing on this device: true the first time, false once claimed (here or in another tab). */
export function claimForPrinting(orderId: string): Promise<boolean> {
  return exclusively(() => {
    const printed = readPrinted();
    if (printed.includes(orderId) || claimedHere.has(orderId)) return false;
    claimedHere.add(orderId);
    writePrinted([...printed, orderId]);
    return true;
  });
}

/** Gives a claim back after its print failed, so the order is tried again. */
export function releaseClaim(orderId: string): Promise<void> {
  return exclusively(() => {
    claimedHere.delete(orderId);
    writePrinted(readPrinted().filter((id) => id !== orderId));
  });
}
