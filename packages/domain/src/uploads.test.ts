import { describe, expect, it } from 'vitest';
import { renditionUrl, uploadSrcSet } from './uploads.ts';

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
