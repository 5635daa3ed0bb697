import { configure } from '@testing-library/react';

/**
 * How long a web test waits for the state a user would wait for (issue 30, finding 17). Testing
 * Library's findBy* and waitFor poll their condition and return as soon as it holds; their default
 * limit of 1 s is shorter than a busy machine takes to load a page's code or answer a stubbed request,
 * so under load they failed while the app was still on its way. Here the limit is 15 s, the same for
 * every wait (a call passes no timeout of its own), well inside the web project's test timeout of 30 s
 * (vitest.config.ts) so a wait that never comes true still reports its own message. A fast machine is
 * not slowed: the waits end on their condition, not on the clock. `vi.waitFor` keeps vitest's 1 s
 * default, so the web tests use Testing Library's waitFor.
 */
export const WAIT_LIMIT_MS = 15_000;

configure({ asyncUtilTimeout: WAIT_LIMIT_MS });
