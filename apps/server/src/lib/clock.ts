/**
 * The current time; injectable so tests can move the clock (code expiry, sessions, order times). Lives in
 * lib/ so a feature takes it without importing app-context.ts, which imports the features (issue 12).
 */
export type Clock = () => Date;
