import { describe, expect, it } from 'vitest';
import { createOrderBodySchema } from './api.ts';
import { DIET_NOTE_MAX } from './constants.ts';
import {
  dietBadges,
  dietBodyOf,
  dietBodySchema,
  dietCountWords,
  dietNoteProblem,
  isPlainDiet,
  NO_DIET,
  NO_DIET_CHOICE,
} from './diet.ts';
import { dietInvalid } from './i18n/messages/dietinvalid1.js';
import { dietJain } from './i18n/messages/dietjain1.js';
import { dietLessOil } from './i18n/messages/dietlessoil2.js';
import { dietNoteMarkup } from './i18n/messages/dietnotemarkup2.js';
import { dietNoteTooLong } from './i18n/messages/dietnotetoolong3.js';
import { dietSpiceInvalid } from './i18n/messages/dietspiceinvalid2.js';
import { dietSpiceSpicyBadge } from './i18n/messages/dietspicespicybadge3.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  dietInvalid,
  dietJain,
  dietLessOil,
  dietNoteMarkup,
  dietNoteTooLong,
  dietSpiceInvalid,
  dietSpiceSpicyBadge,
};

const firstMessage = (input: unknown) => {
  const result = dietBodySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('diet notes in an order (issue 15, D55)', () => {
  it('fills what the customer left out: flags off, no spice, no note', () => {
    expect(dietBodySchema.parse({ jain: true, spice: 'less' })).toEqual({ ...NO_DIET, jain: true, spice: 'less' });
    expect(dietBodySchema.parse({})).toEqual(NO_DIET);
  });

  it('trims the note and takes an empty one as none', () => {
    expect(dietBodySchema.parse({ note: '  no green chilli  ' }).note).toBe('no green chilli');
    expect(dietBodySchema.parse({ note: '   ' }).note).toBeNull();
  });

  it('takes a note of exactly the longest length and refuses one character more', () => {
    expect(dietBodySchema.parse({ note: 'a'.repeat(DIET_NOTE_MAX) }).note).toHaveLength(DIET_NOTE_MAX);
    expect(firstMessage({ note: 'a'.repeat(DIET_NOTE_MAX + 1) })).toBe(m.dietNoteTooLong());
  });

  it('refuses markup, line breaks and control characters in the note', () => {
    for (const note of ['<b>Jain</b>', 'less oil >', 'two\nlines', 'tab\there', 'bell\u0007']) {
      expect(firstMessage({ note })).toBe(m.dietNoteMarkup());
    }
  });

  it('accepts Hindi and punctuation as plain text', () => {
    expect(dietBodySchema.parse({ note: 'कम तेल, please & thanks!' }).note).toBe('कम तेल, please & thanks!');
  });

  it('refuses an unknown key, an unknown spice level and a flag that is not true or false', () => {
    expect(firstMessage({ vegan: true })).toBe(m.dietInvalid());
    expect(firstMessage({ spice: 'extra hot' })).toBe(m.dietSpiceInvalid());
    expect(firstMessage({ jain: 'yes' })).toBe(m.dietInvalid());
    expect(firstMessage('Jain')).toBe(m.dietInvalid());
  });

  it('is optional in the placement body', () => {
    const body = createOrderBodySchema.parse({ address: 'a1', meals: [{ meal_id: 'm1', quantity: 1 }] });
    expect(body.diet).toBeUndefined();
  });

  it('shows the flags as badges and knows a plain order', () => {
    const diet = { ...NO_DIET, jain: true, spice: 'spicy' as const, less_oil: true };
    expect(dietBadges(diet)).toEqual([m.dietJain(), m.dietSpiceSpicyBadge(), m.dietLessOil()]);
    expect(isPlainDiet(NO_DIET)).toBe(true);
    expect(isPlainDiet({ ...NO_DIET, note: 'x' })).toBe(false);
  });

  it("words the prep sheet's counts biggest first, leaving out what nobody asked for", () => {
    const counts = {
      jain: 3,
      no_onion_garlic: 1,
      less_oil: 0,
      spice_less: 2,
      spice_medium: 0,
      spice_spicy: 0,
      notes: 0,
    };
    expect(dietCountWords(counts).join(', ')).toBe('3 Jain, 2 less spicy, 1 no onion/garlic');
    expect(dietCountWords({ ...counts, jain: 0, no_onion_garlic: 0, spice_less: 0 })).toEqual([]);
  });
});

describe("a form's diet notes (issue 15, D55)", () => {
  it('send only what was chosen, and nothing when nothing was', () => {
    expect(dietBodyOf(NO_DIET_CHOICE)).toBeUndefined();
    expect(dietBodyOf({ ...NO_DIET_CHOICE, note: '   ' })).toBeUndefined();
    expect(dietBodyOf({ ...NO_DIET_CHOICE, jain: true, spice: 'less', note: ' no chilli ' })).toEqual({
      jain: true,
      spice: 'less',
      note: 'no chilli',
    });
  });

  it('say what is wrong with a note as typed', () => {
    expect(dietNoteProblem('no chilli')).toBeNull();
    expect(dietNoteProblem('<b>')).toBe(m.dietNoteMarkup());
    expect(dietNoteProblem('a'.repeat(DIET_NOTE_MAX + 1))).toBe(m.dietNoteTooLong());
  });
});
