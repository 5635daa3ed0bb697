import { z } from 'zod';
import { DIET_NOTE_MAX, DIET_SPICE_LEVELS, type DietSpice } from './constants.ts';
import { dietCountJain } from './i18n/messages/dietcountjain2.js';
import { dietCountLessOil } from './i18n/messages/dietcountlessoil3.js';
import { dietCountNoOnionGarlic } from './i18n/messages/dietcountnooniongarlic4.js';
import { dietCountNotes } from './i18n/messages/dietcountnotes2.js';
import { dietCountSpiceLess } from './i18n/messages/dietcountspiceless3.js';
import { dietCountSpiceMedium } from './i18n/messages/dietcountspicemedium3.js';
import { dietCountSpiceSpicy } from './i18n/messages/dietcountspicespicy3.js';
import { dietInvalid } from './i18n/messages/dietinvalid1.js';
import { dietJain } from './i18n/messages/dietjain1.js';
import { dietLessOil } from './i18n/messages/dietlessoil2.js';
import { dietNoOnionGarlic } from './i18n/messages/dietnooniongarlic3.js';
import { dietNoteMarkup } from './i18n/messages/dietnotemarkup2.js';
import { dietNoteTooLong } from './i18n/messages/dietnotetoolong3.js';
import { dietSpiceInvalid } from './i18n/messages/dietspiceinvalid2.js';
import { dietSpiceLessBadge } from './i18n/messages/dietspicelessbadge3.js';
import { dietSpiceMediumBadge } from './i18n/messages/dietspicemediumbadge3.js';
import { dietSpiceSpicyBadge } from './i18n/messages/dietspicespicybadge3.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  dietCountJain,
  dietCountLessOil,
  dietCountNoOnionGarlic,
  dietCountNotes,
  dietCountSpiceLess,
  dietCountSpiceMedium,
  dietCountSpiceSpicy,
  dietInvalid,
  dietJain,
  dietLessOil,
  dietNoOnionGarlic,
  dietNoteMarkup,
  dietNoteTooLong,
  dietSpiceInvalid,
  dietSpiceLessBadge,
  dietSpiceMediumBadge,
  dietSpiceSpicyBadge,
};

/**
 * Diet notes per order (issue 15, D55): Jain, no onion or garlic, a spice level (none = the kitchen's
 * usual), less oil and a short free note shown as plain text. The placement body carries them as
 * `diet`; every order answers them; the prep sheet counts them per day or slot.
 */

/** An order's diet notes as the API answers them; an order placed without any has every flag off and nulls. */
export const orderDietSchema = z.object({
  jain: z.boolean(),
  no_onion_garlic: z.boolean(),
  spice: z.enum(DIET_SPICE_LEVELS).nullable(),
  less_oil: z.boolean(),
  note: z.string().nullable(),
});
export type OrderDiet = z.infer<typeof orderDietSchema>;

/** The notes of an order placed without any. */
export const NO_DIET: OrderDiet = { jain: false, no_onion_garlic: false, spice: null, less_oil: false, note: null };

// Markup, line breaks and other control characters: the note is one line of plain text on the cook's card.
const NOT_PLAIN_TEXT = /[\p{Cc}<>]/u;

/**
 * The free note: trimmed, at most DIET_NOTE_MAX characters, plain text (no `<`, `>` or control
 * characters, line breaks included); an empty note is none (null).
 */
export const dietNoteSchema = z
  .string({ error: () => m.dietNoteMarkup() })
  .trim()
  .max(DIET_NOTE_MAX, { error: () => m.dietNoteTooLong() })
  .refine((text) => !NOT_PLAIN_TEXT.test(text), { error: () => m.dietNoteMarkup() })
  .transform((text) => (text === '' ? null : text));

/**
 * The placement's optional `diet` (POST /order/create-cod-order and POST /order/phone): any of the
 * flags, a spice level or null, and the note; strict, so an unknown key is refused with dietInvalid.
 * Parses to a full OrderDiet (missing flags off, missing spice and note null).
 */
export const dietBodySchema = z
  .strictObject(
    {
      jain: z.boolean({ error: () => m.dietInvalid() }).optional(),
      no_onion_garlic: z.boolean({ error: () => m.dietInvalid() }).optional(),
      spice: z
        .enum(DIET_SPICE_LEVELS, { error: () => m.dietSpiceInvalid() })
        .nullable()
        .optional(),
      less_oil: z.boolean({ error: () => m.dietInvalid() }).optional(),
      note: dietNoteSchema.nullable().optional(),
    },
    { error: () => m.dietInvalid() },
  )
  .transform((diet): OrderDiet => ({
    jain: diet.jain ?? false,
    no_onion_garlic: diet.no_onion_garlic ?? false,
    spice: diet.spice ?? null,
    less_oil: diet.less_oil ?? false,
    note: diet.note ?? null,
  }));
export type DietBody = z.input<typeof dietBodySchema>;

/** True when the order asks the kitchen for nothing special. */
export function isPlainDiet(diet: OrderDiet): boolean {
  return !diet.jain && !diet.no_onion_garlic && diet.spice === null && !diet.less_oil && diet.note === null;
}

const SPICE_BADGES: Readonly<Record<DietSpice, () => string>> = {
  less: m.dietSpiceLessBadge,
  medium: m.dietSpiceMediumBadge,
  spicy: m.dietSpiceSpicyBadge,
};

/** The order's notes as short badge words ('Jain', 'No onion/garlic', 'Less spicy', 'Less oil'); the note is apart. */
export function dietBadges(diet: OrderDiet): string[] {
  return [
    ...(diet.jain ? [m.dietJain()] : []),
    ...(diet.no_onion_garlic ? [m.dietNoOnionGarlic()] : []),
    ...(diet.spice ? [SPICE_BADGES[diet.spice]()] : []),
    ...(diet.less_oil ? [m.dietLessOil()] : []),
  ];
}

/**
 * The prep sheet's diet counts (issue 15, D55): how many of the day's or slot's cooked orders ask for
 * each note (orders, not thalis: a Jain order is cooked as one separate batch however many plates).
 */
export const prepDietSchema = z.object({
  jain: z.number().int(),
  no_onion_garlic: z.number().int(),
  less_oil: z.number().int(),
  spice_less: z.number().int(),
  spice_medium: z.number().int(),
  spice_spicy: z.number().int(),
  notes: z.number().int(),
});
export type PrepDiet = z.infer<typeof prepDietSchema>;

/**
 * The counts as the cook reads them, biggest first and zero counts left out: ['3 Jain', '2 less spicy',
 * '1 no onion/garlic']; empty when no order asks for anything.
 */
export function dietCountWords(counts: PrepDiet): string[] {
  const parts: [number, (inputs: { count: number }) => string][] = [
    [counts.jain, m.dietCountJain],
    [counts.no_onion_garlic, m.dietCountNoOnionGarlic],
    [counts.spice_less, m.dietCountSpiceLess],
    [counts.spice_medium, m.dietCountSpiceMedium],
    [counts.spice_spicy, m.dietCountSpiceSpicy],
    [counts.less_oil, m.dietCountLessOil],
    [counts.notes, m.dietCountNotes],
  ];
  return parts
    .filter(([count]) => count > 0)
    .sort((a, b) => b[0] - a[0])
    .map(([count, words]) => words({ count }));
}

/** The notes as a form holds them (the web's section, the phone order form): the note as typed, '' for none. */
export type DietChoice = Omit<OrderDiet, 'note'> & { note: string };

/** A form's notes before anything is chosen. */
export const NO_DIET_CHOICE: DietChoice = { ...NO_DIET, note: '' };

/**
 * The placement's `diet` from a form's choice: only what was chosen, the note trimmed; undefined when
 * nothing was, so an order without notes sends none.
 */
export function dietBodyOf(choice: DietChoice): DietBody | undefined {
  const note = choice.note.trim();
  const body: DietBody = {
    ...(choice.jain ? { jain: true } : {}),
    ...(choice.no_onion_garlic ? { no_onion_garlic: true } : {}),
    ...(choice.spice ? { spice: choice.spice } : {}),
    ...(choice.less_oil ? { less_oil: true } : {}),
    ...(note ? { note } : {}),
  };
  return Object.keys(body).length > 0 ? body : undefined;
}

/** The message a form shows under the note as typed (too long, markup), or null when it is fine. */
export function dietNoteProblem(note: string): string | null {
  const result = dietNoteSchema.safeParse(note);
  return result.success ? null : (result.error.issues[0]?.message ?? m.dietNoteMarkup());
}
