import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Web test setup (issue 12): a component that logs an error (React's act() and key warnings, an
 * unhandled query error) fails its test instead of printing a line nobody reads. A test that expects
 * an error on the console spies on console.error itself; what it swallows is not seen here.
 */
let spy: MockInstance<typeof console.error> | undefined;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    const first = errors[0]!.map((part) => (part instanceof Error ? part.stack : String(part))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s) during the test; the first: ${first}`);
  }
});
