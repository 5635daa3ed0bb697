import { describe, expect, it } from 'vitest';
import { ratingCommentMarkup } from './i18n/messages/ratingcommentmarkup2.js';
import { ratingCommentTooLong } from './i18n/messages/ratingcommenttoolong3.js';
import { ratingStars } from './i18n/messages/ratingstars1.js';
import { isPlainComment, rateOrderBodySchema, ratingAverage } from './ratings.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { ratingCommentMarkup, ratingCommentTooLong, ratingStars };

describe('a rating body (issue 15, D56)', () => {
  it('takes 1 to 5 whole stars and a trimmed comment, none by default', () => {
    expect(rateOrderBodySchema.parse({ stars: 1 })).toEqual({ stars: 1, comment: '' });
    expect(rateOrderBodySchema.parse({ stars: 5, comment: '  Soft rotis ' })).toEqual({
      stars: 5,
      comment: 'Soft rotis',
    });
  });

  it.each([0, 6, 4.5, '4', null])('refuses %j stars with the stars sentence', (stars) => {
    const result = rateOrderBodySchema.safeParse({ stars });
    expect(result.error?.issues[0]?.message).toBe(m.ratingStars());
  });

  it('refuses a comment over 280 characters and one with a tag', () => {
    expect(rateOrderBodySchema.safeParse({ stars: 3, comment: 'a'.repeat(281) }).error?.issues[0]?.message).toBe(
      m.ratingCommentTooLong(),
    );
    expect(rateOrderBodySchema.safeParse({ stars: 3, comment: 'a'.repeat(280) }).success).toBe(true);
    expect(rateOrderBodySchema.safeParse({ stars: 3, comment: '<i>meh</i>' }).error?.issues[0]?.message).toBe(
      m.ratingCommentMarkup(),
    );
  });
});

describe('plain comments', () => {
  it('tell tags and comments from text with a less-than sign', () => {
    expect(['<b>', '</p>', '< script>', '<!-- x -->', '<?xml'].map(isPlainComment)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['Loved it <3', '2 < 3 rotis', 'a > b', 'Dal & rice'].map(isPlainComment)).toEqual([true, true, true, true]);
  });
});

describe("a thali's average", () => {
  it('is none without ratings, else the mean with one decimal', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(4, 1)).toBe('4.0');
    expect(ratingAverage(13, 3)).toBe('4.3');
    expect(ratingAverage(9, 2)).toBe('4.5');
    expect(ratingAverage(29, 6)).toBe('4.8');
  });
});
