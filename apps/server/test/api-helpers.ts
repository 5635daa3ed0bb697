import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Address, Dish, Meal } from '@rasoi/domain/api';
import { OTP_RESEND_SECONDS } from '@rasoi/domain/constants';
import { encodeOrderCursor } from '@rasoi/domain/order-cursor';
import type { Database } from '../src/db/schema.ts';
import { toCount } from '../src/db/values.ts';
import type { TestApp } from './build-test-app.ts';

/** What a caller sees of an answer: the HTTP status, headers and the parsed JSON body. */
// Answers are read loosely here; each test asserts the exact shape it relies on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; headers: Record<string, unknown>; body: any };

type CallOptions = {
  token?: string;
  body?: unknown;
  /** Raw text body (for malformed JSON); sent as application/json. */
  rawBody?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** Calls the API under /api/v1 through `app.inject`. */
export async function call(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON: keep the text
  }
  return { status: response.statusCode, headers: response.headers, body };
}

let mobileCounter = 0;
let addressCounter = 0;

/** A mobile number no other test in this run uses. */
export function newMobile(): string {
  mobileCounter += 1;
  return `9${String(process.pid % 10_000).padStart(4, '0')}${String(mobileCounter).padStart(5, '0')}`;
}

/** A client address of its own, so the per-address code limit never trips an unrelated test. */
export function newRemoteAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 65_536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

/**
 * Logs in through the real endpoints (send-otp, then login with the code the SMS carried) and
 * returns the bearer token and the user. Moves the test clock past the resend wait if needed.
 */
export async function logIn(
  t: TestApp,
  mobile = newMobile(),
): Promise<{ token: string; userId: string; mobile: string }> {
  if (t.sms.messages.some((message) => message.mobile === mobile)) t.clock.advance((OTP_RESEND_SECONDS + 1) * 1000);
  const sent = await call(t, 'POST', '/auth/send-otp', { body: { mobile }, remoteAddress: newRemoteAddress() });
  if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
  const login = await call(t, 'POST', '/auth/login', { body: { mobile, otp: t.sms.lastCode(mobile) } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.token as string, userId: login.body.data.user._id as string, mobile };
}

/** A valid address body in the default serviceable pincode. */
export function addressBody(overrides: Partial<Omit<Address, '_id'>> = {}): Omit<Address, '_id'> {
  return {
    reciever_name: 'Asha Verma',
    reciever_mobile: '9811122233',
    flat_number: 'B-504',
    tower_number: 'Tower 7',
    society: 'Green Meadows',
    locality: 'Indirapuram',
    pincode: '201009',
    ...overrides,
  };
}

/** Saves an address for the caller through the API; returns its id. */
export async function addAddress(t: TestApp, token: string): Promise<string> {
  const answer = await call(t, 'POST', '/address', { token, body: addressBody() });
  if (answer.status !== 201) throw new Error(`add address failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.address._id as string;
}

/** The menu as a visitor sees it. */
export async function readMenu(t: TestApp): Promise<{ meals: Meal[]; dishes: Dish[] }> {
  const [meals, dishes] = await Promise.all([call(t, 'GET', '/meal'), call(t, 'GET', '/dish')]);
  return { meals: meals.body.data.meals, dishes: dishes.body.data.dishes };
}

/** Rows in a table, to prove a rejected call wrote nothing. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return toCount(row?.count as number | string | undefined);
}

/**
 * `cursor` query values every paged list must refuse with 400 m.pageCursorInvalid() (D32): junk, hex of
 * junk, a cursor whose time or id is not one, too long, empty, and one given twice. Each is a
 * [case name, text to put after `cursor=`] pair for `it.each`.
 */
export const BAD_CURSORS: [string, string][] = [
  ['junk', 'not-a-cursor'],
  ['odd hex', 'abc'],
  ['hex of junk', Buffer.from('hello|world').toString('hex')],
  ['a time that is not one', encodeOrderCursor({ createdAt: '2026-13-45T99:99:99.999Z', id: 'a'.repeat(24) })],
  ['an id with bad characters', Buffer.from('2026-01-01T00:00:00.000Z|<script>').toString('hex')],
  ['too long', 'ab'.repeat(500)],
  ['empty', ''],
  ['given twice', `${encodeOrderCursor({ createdAt: '2026-01-01T00:00:00.000Z', id: 'a'.repeat(24) })}&cursor=x`],
];
