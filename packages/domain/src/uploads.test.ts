import { describe, expect, it } from 'vitest';
import { isAppImageUrl, renditionUrl, uploadSrcSet } from './uploads.ts';

describe('uploadSrcSet', () => {
  const key = '6921a3c0f1e2d3c4b5a69788';

  it('lists every stored width of an uploaded photo, whichever rendition the URL names', () => {
    const expected = `/images/uploads/${key}-400.webp 400w, /images/uploads/${key}-800.webp 800w`;
    expect(uploadSrcSet(renditionUrl(key, 800))).toBe(expected);
    expect(uploadSrcSet(renditionUrl(key, 400))).toBe(expected);
  });

  it('has none for pictures that are not uploads or not a stored width', () => {
    expect(uploadSrcSet('/images/seed/paneer-thali.svg')).toBeUndefined();
    expect(uploadSrcSet(`/images/uploads/${key}-1200.webp`)).toBeUndefined();
    expect(uploadSrcSet(`https://example.com/images/uploads/${key}-800.webp`)).toBeUndefined();
  });
});

describe('isAppImageUrl (issue 11)', () => {
  const key = '65a1b2c3d4e5f60718293a4b';
  it("accepts the app's own upload renditions and the demo pictures", () => {
    for (const url of [
      `/images/uploads/${key}-400.webp`,
      `/images/uploads/${key}-800.webp`,
      '/images/seed/dal-tadka.svg',
    ]) {
      expect(isAppImageUrl(url), url).toBe(true);
    }
  });
  it('refuses dot-segments, other names, widths, queries and foreign addresses', () => {
    for (const url of [
      '/images/../../api/v1/kitchen',
      `/images/uploads/../uploads/${key}-800.webp`,
      '/images/seed/../../api/v1/kitchen.svg',
      '/images/seed/./dal.svg',
      '/images/uploads/abc-800.webp',
      `/images/uploads/${key}-1200.webp`,
      `/images/uploads/${key}-800.webp?x`,
      '/images/seed/dal.svg#x',
      `https://example.com/images/uploads/${key}-800.webp`,
      '//evil.example/images/seed/dal.svg',
    ]) {
      expect(isAppImageUrl(url), url).toBe(false);
    }
  });
});
