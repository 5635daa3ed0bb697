/**
 * The QR encoder, loaded on first use (issue 15, D53): `uqr` (zero-dependency, about 4 KB gzip) stays out
 * of the first load of `/`; only a UPI order's page and the delivery run ask for it.
 */
export function loadQrEncoder() {
  return import('uqr');
}
