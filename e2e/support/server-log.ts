import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The log of this Playwright worker's server, which support/test.ts keeps in its data folder (E2E_DATA_DIR). */
export function sharedServerLog(): string {
  return join(process.env.E2E_DATA_DIR ?? '', 'server.log');
}

/**
 * Reads the newest one-time code the console SMS gateway printed for a mobile number, from a server's
 * output file (`log`: the shared server's unless a journey runs its own). Polls until it appears.
 * Returns the 4-digit code; throws after `timeoutMs` milliseconds.
 */
export async function readOtpFromServerLog(
  mobile: string,
  timeoutMs = 10_000,
  log = sharedServerLog(),
): Promise<string> {
  // The code is the one on the message's last line, `@<host> #1234` (Web OTP, D39), whatever the kitchen's name holds.
  const pattern = new RegExp(`\\[sms\\] to ${mobile}: .* #(\\d{4}) \\(development`, 'g');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const matches = [...readFileSync(log, 'utf8').matchAll(pattern)];
    const code = matches.at(-1)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no one-time code for ${mobile} in ${log}`);
}

/** A fresh 10-digit mobile number per run, so journeys never share a customer. */
export function newMobile(): string {
  return `9${String(Date.now()).slice(-9)}`;
}
