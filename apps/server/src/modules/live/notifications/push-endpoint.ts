import net from 'node:net';
import type { MessageKey } from '../../../lib/app-error.ts';

/**
 * The browsers' push services (issue 11, docs/decisions/0034): a subscription's endpoint must be
 * on one of these hosts, so saving a subscription cannot make the server send requests anywhere else
 * (blind SSRF). Exact hosts, then parent domains whose subdomains the vendor uses per region or device.
 */
const PUSH_SERVICE_HOSTS: ReadonlySet<string> = new Set([
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
]);
const PUSH_SERVICE_PARENT_DOMAINS: readonly string[] = [
  '.push.apple.com', // Safari: web.push.apple.com and regional hosts
  '.notify.windows.com', // Edge on Windows: wns2-*.notify.windows.com
];

/** The message keys of pushEndpointRefusal. */
export type PushEndpointRefusal = Extract<
  MessageKey,
  'pushSubscriptionInvalid' | 'pushEndpointInsecure' | 'pushServiceNotAllowed'
>;

/**
 * Why `endpoint` may not receive pushes, or undefined when it may: it must be `https:` on the default
 * port, without credentials, on a push service host (never an IP literal), or exactly one of
 * `extraOrigins` (tests' local push service, injected through AppDeps.pushTransport, never from the
 * environment). Returns the key of the message for the caller, written when the answer is (D84).
 */
export function pushEndpointRefusal(
  endpoint: string,
  extraOrigins: readonly string[] = [],
): PushEndpointRefusal | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'pushSubscriptionInvalid';
  }
  if (extraOrigins.includes(url.origin) && url.username === '' && url.password === '') return undefined;
  if (url.protocol !== 'https:') return 'pushEndpointInsecure';
  if (url.username !== '' || url.password !== '' || url.port !== '') return 'pushServiceNotAllowed';
  return isPushServiceHost(url.hostname) ? undefined : 'pushServiceNotAllowed';
}

/** Whether a URL's hostname (as WHATWG URL gives it: lower case, IPv6 in brackets) is a push service. */
function isPushServiceHost(hostname: string): boolean {
  if (net.isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return false;
  if (PUSH_SERVICE_HOSTS.has(hostname)) return true;
  return PUSH_SERVICE_PARENT_DOMAINS.some(
    (parent) => hostname.endsWith(parent) && hostname.length > parent.length && !hostname.startsWith('.'),
  );
}
