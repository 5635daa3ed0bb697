import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSchemasWithoutEval } from './schema-runtime.ts';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('checkSchemasWithoutEval', () => {
  it('parses an object without constructing a Function, which a strict content security policy reports', () => {
    let constructed = 0;
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: unknown[]) {
        constructed += 1;
        return Reflect.construct(target, args) as object;
      },
    });
    checkSchemasWithoutEval();
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'thali', count: 2 })).toEqual({ name: 'thali', count: 2 });
    expect(schema.safeParse({ name: 'thali' }).success).toBe(false);
    expect(constructed).toBe(0);
  });
});
