/**
 * A client of the API typed only by the types openapi-typescript generates from the API document
 * (docs/decisions/0085): it places an order, reads it back and uploads a picture, with plain fetch.
 * api-document-lint.test.ts generates `./api.ts` beside a copy of this file and type-checks both; the
 * file is not part of the server's own type-check (the generated types exist only in that test).
 */
import type { paths } from './api.ts';

type PlaceOrder = paths['/api/v1/order/create-cod-order']['post'];
type PlaceOrderBody = NonNullable<PlaceOrder['requestBody']>['content']['application/json'];
type PlacedAnswer = PlaceOrder['responses'][201]['content']['application/json'];
type GetOrder = paths['/api/v1/order/{id}']['get'];
type OrderAnswer = GetOrder['responses'][200]['content']['application/json'];
type Failure = GetOrder['responses'][404]['content']['application/json'];
type Upload = paths['/api/v1/assets/upload']['post'];
type UploadForm = Upload['requestBody']['content']['multipart/form-data'];
type UploadAnswer = Upload['responses'][201]['content']['application/json'];

/** What the three calls gave back: the order's id and amount, and the stored picture's key. */
export type ClientRun = { orderId: string; amount: number; status: string; pictureKey: string };

/** Places a cash order of `quantity` of a thali for a customer, reads it, and uploads a picture as the seller. */
export async function placeReadAndUpload(
  base: string,
  tokens: { customer: string; seller: string },
  order: { mealId: string; addressId: string; quantity: number },
  picture: Blob,
): Promise<ClientRun> {
  const body: PlaceOrderBody = {
    meals: [{ meal_id: order.mealId, quantity: order.quantity }],
    address: order.addressId,
    payment_method: 'COD',
  };
  const placedResponse = await fetch(`${base}/api/v1/order/create-cod-order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.customer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const placed = (await placedResponse.json()) as PlacedAnswer;
  const orderId: string = placed.data.order._id;
  const minutes: number = placed.totalTime;

  const readResponse = await fetch(`${base}/api/v1/order/${encodeURIComponent(orderId)}`, {
    headers: { authorization: `Bearer ${tokens.customer}` },
  });
  if (!readResponse.ok) throw new Error(((await readResponse.json()) as Failure).data);
  const read = (await readResponse.json()) as OrderAnswer;
  // @ts-expect-error the generated Order names its fields: a misspelt one does not type-check.
  void read.data.order.amout;

  const field: keyof UploadForm = 'image';
  const form = new FormData();
  form.append(field, picture, 'thali.png');
  const uploadResponse = await fetch(`${base}/api/v1/assets/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.seller}` },
    body: form,
  });
  const uploaded = (await uploadResponse.json()) as UploadAnswer;
  return {
    orderId,
    amount: read.data.order.amount + minutes * 0,
    status: read.data.order.status,
    pictureKey: uploaded.key,
  };
}
