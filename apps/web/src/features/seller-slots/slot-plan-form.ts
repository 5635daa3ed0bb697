import { z } from 'zod';
import { STARTER_SLOT_PLAN } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { WEEKDAYS, slotPlanBodySchema, slotPlanEntrySchema, type SlotPlanEntry } from '@rasoi/domain/slots';

/** A number box as typed: empty is not a number, so the rule's own message shows. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Where a message about the entry as a whole shows: the window's end when the window is backwards, the
 * order-by box when the cut-off is after the window (the seller fixes the box the message sits under).
 */
const fieldOfMessage = (): Readonly<Record<string, string>> => ({
  [m.slotWindowInvalid()]: 'delivery_to',
  [m.slotCutoffAfterWindow()]: 'order_by',
});

/**
 * One entry of the weekly plan as the editor holds it (plates typed as text), checked by the domain's
 * slotPlanEntrySchema, the server's own rule, with each message put under the box it is about.
 */
const slotEntryFormSchema = z
  .object({
    name: z.string(),
    weekdays: z.array(z.number()),
    order_by: z.string(),
    delivery_from: z.string(),
    delivery_to: z.string(),
    capacity: z.string(),
  })
  .transform((entry, context): SlotPlanEntry => {
    const result = slotPlanEntrySchema.safeParse({ ...entry, capacity: typedNumber(entry.capacity) });
    if (result.success) return result.data;
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : (fieldOfMessage()[issue.message] ?? 'name');
      // One message per box: a box shows the first thing wrong with it.
      if (seen.has(field)) continue;
      seen.add(field);
      context.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
    return z.NEVER;
  });

/**
 * The weekly plan editor's form (issue 14, D47): its entries, then the plan's own rules (two entries
 * overlapping on a day, too many entries) from slotPlanBodySchema, reported on the form's `root`.
 */
export const slotPlanFormSchema = z.object({ entries: z.array(slotEntryFormSchema) }).transform((plan, context) => {
  const result = slotPlanBodySchema.safeParse({ slots: plan.entries });
  if (result.success) return result.data;
  for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: ['root'] });
  return z.NEVER;
});
export type SlotEntryFormValues = z.input<typeof slotEntryFormSchema>;
export type SlotPlanFormValues = z.input<typeof slotPlanFormSchema>;
export type SlotPlanFormOutput = z.output<typeof slotPlanFormSchema>;

/** The editor's boxes filled from the stored plan (GET /slot-plan); the ids stay behind (the body has none). */
export function slotPlanFormValues(plan: SlotPlanData['slots']): SlotPlanFormValues {
  return {
    entries: plan.map((entry) => ({
      name: entry.name,
      weekdays: entry.weekdays,
      order_by: entry.order_by,
      delivery_from: entry.delivery_from,
      delivery_to: entry.delivery_to,
      capacity: String(entry.capacity),
    })),
  };
}

/** A new entry as 'Add a slot' puts it: every day, times to fill in. */
export function blankSlotEntry(): SlotEntryFormValues {
  return { name: '', weekdays: [...WEEKDAYS], order_by: '', delivery_from: '', delivery_to: '', capacity: '' };
}

/** The 'Lunch + Dinner' starter (STARTER_SLOT_PLAN) for a kitchen with no plan, every day. */
export function starterSlotEntries(): SlotEntryFormValues[] {
  return STARTER_SLOT_PLAN.map(({ meal, capacity, ...times }) => ({
    // Each text read by its name, so the build writes it in (vite-inline-messages.ts) and no chunk carries the table.
    name: meal === 'lunch' ? m.lunch() : m.dinner(),
    weekdays: [...WEEKDAYS],
    ...times,
    capacity: String(capacity),
  }));
}
