import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Unmounts what each web test rendered (issue 12). Testing Library registers this itself only when the
 * runner exposes a global afterEach; vitest runs without globals, so the web project's setup does it once
 * here instead of each test file. Listed after fail-on-console-error.ts so that, with vitest's stacked
 * after-hooks, unmounting runs first and an error logged while unmounting still fails the test.
 */
afterEach(() => {
  cleanup();
});
