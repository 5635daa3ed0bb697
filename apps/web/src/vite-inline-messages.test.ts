import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rasoi/domain/messages';
import { inlineMessageReads } from '../vite-inline-messages.ts';

describe('the build writes the domain texts into the code that shows them (issue 6)', () => {
  it('replaces a read of a known message with its text', () => {
    const code = 'toast.success(MESSAGES.itemAdded); const t = `${MESSAGES.tagline}!`;';
    expect(inlineMessageReads(code)).toBe(
      `toast.success(${JSON.stringify(MESSAGES.itemAdded)}); const t = \`\${${JSON.stringify(MESSAGES.tagline)}}!\`;`,
    );
  });

  it('leaves unknown keys and other objects alone', () => {
    const code = 'MESSAGES.noSuchText; OTHER_MESSAGES.itemAdded; MESSAGESX.itemAdded';
    expect(inlineMessageReads(code)).toBe(code);
  });
});
