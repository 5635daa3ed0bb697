import { sha256Hex } from '../../../lib/crypto.ts';

/**
 * The stored form of a one-time code: SHA-256 over the code's own id and the digits, so equal codes
 * never share a hash and a leaked table gives no ready lookup.
 */
export function hashOtp(codeId: string, code: string): string {
  return sha256Hex(`${codeId}:${code}`);
}
