/** The /checkout route: an empty placeholder in the spec (spec 2 'Customer routes'). */
export function CheckoutPage() {
  return null;
}
