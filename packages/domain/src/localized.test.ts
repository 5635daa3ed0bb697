import { describe, expect, it } from 'vitest';
import { itemDescription, itemName, localized, nameMatches, partLang } from './localized.ts';

const paneer = {
  name: 'Paneer Tikka',
  description: 'Chargrilled paneer.',
  name_hi: 'पनीर टिक्का',
  description_hi: 'तंदूर में सिका पनीर।',
};
const english = { name: 'Jeera Rice', description: 'Basmati with cumin.', name_hi: null, description_hi: null };

describe('localized (issue 16, D62)', () => {
  it('answers the Hindi texts in Hindi', () => {
    expect(localized(paneer, 'hi')).toEqual({
      name: 'पनीर टिक्का',
      description: 'तंदूर में सिका पनीर।',
      nameLang: undefined,
      descriptionLang: undefined,
    });
  });

  it('answers the English texts in English, even where there is Hindi', () => {
    expect(localized(paneer, 'en')).toEqual({
      name: 'Paneer Tikka',
      description: 'Chargrilled paneer.',
      nameLang: undefined,
      descriptionLang: undefined,
    });
  });

  it('falls back to the English in Hindi, saying the text is English', () => {
    expect(localized(english, 'hi')).toEqual({
      name: 'Jeera Rice',
      description: 'Basmati with cumin.',
      nameLang: 'en',
      descriptionLang: 'en',
    });
  });

  it('falls back field by field: a Hindi name with an English description', () => {
    const item = { ...english, name_hi: 'जीरा राइस' };
    expect(localized(item, 'hi')).toMatchObject({ name: 'जीरा राइस', nameLang: undefined, descriptionLang: 'en' });
  });

  it('takes a blank or missing Hindi text as none', () => {
    expect(itemName({ name: 'Dal', name_hi: '  ' }, 'hi')).toBe('Dal');
    expect(itemName({ name: 'Dal' }, 'hi')).toBe('Dal');
    // No description at all: nothing to show, in no language.
    expect(localized({ name: 'Dal' }, 'hi')).toMatchObject({ description: '', descriptionLang: undefined });
  });

  it('has one-field shorthands', () => {
    expect(itemName(paneer, 'hi')).toBe('पनीर टिक्का');
    expect(itemDescription(paneer, 'en')).toBe('Chargrilled paneer.');
  });
});

describe('nameMatches', () => {
  it('finds an item by its English or its Hindi name', () => {
    expect(nameMatches(paneer, 'tikka')).toBe(true);
    expect(nameMatches(paneer, 'पनीर')).toBe(true);
    expect(nameMatches(english, 'जीरा')).toBe(false);
    expect(nameMatches(english, 'jeera')).toBe(true);
  });
});

describe('partLang', () => {
  it('names the language of a part only when the page is in another', () => {
    expect(partLang('hi', 'en')).toBe('hi');
    expect(partLang('hi', 'hi')).toBeUndefined();
    expect(partLang('en', 'hi')).toBe('en');
  });
});
