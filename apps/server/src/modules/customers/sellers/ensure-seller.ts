import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SELLER_PIN_LENGTH } from '@rasoi/domain/constants';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { hasSeller, markSetupDue } from './seller-queries.ts';
import { setSeller } from './set-seller.ts';

/** The seller's number on a fresh install when SELLER_MOBILE is unset. */
export const DEFAULT_SELLER_MOBILE = '9000000000';

/** What `ensureSeller` did: nothing (a seller exists), or created one, with the PIN when it made one up. */
export type EnsureSellerResult =
  { created: false } | { created: true; mobile: string; generatedPin: string | undefined };

/**
 * Makes sure the kitchen has a seller account (issue 3). With none yet, creates one from
 * SELLER_MOBILE and SELLER_PIN; a missing number becomes 9000000000 and a missing PIN a random
 * 4-digit one, which the caller prints once (it is never stored in clear). The new seller's first
 * login then shows the setup (D41): the kitchen's details, and a new PIN when the PIN was generated (a
 * PIN from SELLER_PIN was chosen by the operator and stays). Later starts change nothing.
 */
export async function ensureSeller(
  db: Kysely<Database>,
  config: Pick<Config, 'sellerMobile' | 'sellerPin'>,
  now: Date,
): Promise<EnsureSellerResult> {
  if (await hasSeller(db)) return { created: false };
  const mobile = config.sellerMobile ?? DEFAULT_SELLER_MOBILE;
  const generatedPin = config.sellerPin ? undefined : randomPin();
  const { userId } = await setSeller(db, { mobile, pin: config.sellerPin ?? generatedPin! }, now);
  await markSetupDue(db, userId, { pinGenerated: generatedPin !== undefined });
  return { created: true, mobile, generatedPin };
}

/** The line main.ts prints once when a PIN was made up: how to log in and how to change it. */
export function sellerLoginNotice(mobile: string, pin: string): string {
  return `Seller login: mobile ${mobile}, PIN ${pin} (the first login asks for a new one; or set it with npm run seller -- --mobile ${mobile} --pin NNNN)`;
}

function randomPin(): string {
  return String(randomInt(0, 10 ** SELLER_PIN_LENGTH)).padStart(SELLER_PIN_LENGTH, '0');
}
