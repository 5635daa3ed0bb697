import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meal, Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import type { SellerReview } from '@rasoi/domain/ratings';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call, countRows, readMenu } from '../../../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../../../test/orders.ts';
import { deliver, deliveredOrder } from '../../../../test/ratings.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';

/**
 * Real ratings (issue 15, D56): a customer rates a delivered order of theirs once, 1-5 stars and a
 * short plain comment; each thali in it counts the rating in the menu's average; the seller reads the
 * reviews. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let seller: string;
let meals: Meal[];

beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
  meals = (await readMenu(t)).meals.filter((meal) => meal.is_active);
});
afterAll(async () => {
  await t.close();
});

const rate = (token: string, orderId: string, body: unknown) =>
  call(t, 'POST', `/order/${orderId}/rating`, { token, body });

async function menuMeal(id: string): Promise<Meal> {
  return (await readMenu(t)).meals.find((meal) => meal._id === id)!;
}

/** Places and delivers an order of one of each of these thalis; returns its id. */
async function deliveredWith(customer: TestCustomer, mealIds: string[]): Promise<string> {
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: mealIds.map((meal_id) => ({ meal_id, quantity: 1 })), address: customer.addressId },
  });
  expect(answer.status).toBe(201);
  const id = (answer.body.data.order as Order)._id;
  await deliver(t, seller, id);
  return id;
}

describe('rating a delivered order', () => {
  it('stores the stars and comment once; the order, My Orders and the seller see them', async () => {
    const customer = await newCustomer(t);
    const orderId = await deliveredOrder(t, customer, seller);
    const answer = await rate(customer.token, orderId, { stars: 4, comment: '  Good dal, soft rotis  ' });
    expect(answer.status).toBe(201);
    const rated = answer.body.data.order as Order;
    expect(rated.rating).toMatchObject({ stars: 4, comment: 'Good dal, soft rotis' });

    const read = await call(t, 'GET', `/order/${orderId}`, { token: customer.token });
    expect(read.body.data.order.rating).toEqual(rated.rating);
    const mine = await call(t, 'GET', '/order/user-orders', { token: customer.token });
    expect((mine.body.data.orders as Order[]).find((order) => order._id === orderId)!.rating).toEqual(rated.rating);
    const sellers = await call(t, 'GET', '/order?status=Delivered', { token: seller });
    expect((sellers.body.data.orders as Order[]).find((order) => order._id === orderId)!.rating).toEqual(rated.rating);

    const again = await rate(customer.token, orderId, { stars: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'error', data: m.ratingAlready() });
    const after = await call(t, 'GET', `/order/${orderId}`, { token: customer.token });
    expect(after.body.data.order.rating).toEqual(rated.rating);
  });

  it('takes no comment, and plain text that only looks like markup', async () => {
    const customer = await newCustomer(t);
    const first = await rate(customer.token, await deliveredOrder(t, customer, seller), { stars: 5 });
    expect(first.status).toBe(201);
    expect(first.body.data.order.rating.comment).toBe('');
    const second = await rate(customer.token, await deliveredOrder(t, customer, seller), {
      stars: 3,
      comment: 'Loved it <3, though 2 < 3 rotis',
    });
    expect(second.status).toBe(201);
    expect(second.body.data.order.rating.comment).toBe('Loved it <3, though 2 < 3 rotis');
  });

  it('refuses an order not yet delivered, changing nothing', async () => {
    const customer = await newCustomer(t);
    const order = await placeTestOrder(t, customer);
    const before = await countRows(t.db, 'order_ratings');
    const answer = await rate(customer.token, order._id, { stars: 5, comment: 'Early' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ status: 'error', data: m.ratingNotDelivered() });
    expect(await countRows(t.db, 'order_ratings')).toBe(before);
  });

  it("answers another customer's order and an unknown one as not found", async () => {
    const owner = await newCustomer(t);
    const stranger = await newCustomer(t);
    const orderId = await deliveredOrder(t, owner, seller);
    const theirs = await rate(stranger.token, orderId, { stars: 1, comment: 'Not mine' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ status: 'error', data: m.orderNotFound() });
    const unknown = await rate(owner.token, '0123456789abcdef01234567', { stars: 1 });
    expect(unknown.status).toBe(404);
    // The owner may still rate it: the refusals stored nothing.
    expect((await rate(owner.token, orderId, { stars: 2 })).status).toBe(201);
  });

  it.each([
    [{ stars: 0 }, m.ratingStars()],
    [{ stars: 6 }, m.ratingStars()],
    [{ stars: 4.5 }, m.ratingStars()],
    [{ stars: '4' }, m.ratingStars()],
    [{ comment: 'No stars' }, m.ratingStars()],
    [{ stars: 4, comment: 'x'.repeat(281) }, m.ratingCommentTooLong()],
    [{ stars: 4, comment: '<b>Great</b>' }, m.ratingCommentMarkup()],
    [{ stars: 4, comment: 'nice <img src=x onerror=alert(1)>' }, m.ratingCommentMarkup()],
    [{ stars: 4, comment: 'ok <!-- hidden -->' }, m.ratingCommentMarkup()],
  ])('refuses %j with a sentence, storing nothing', async (body, message) => {
    const customer = await newCustomer(t);
    const orderId = await deliveredOrder(t, customer, seller);
    const answer = await rate(customer.token, orderId, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'error', data: message });
    const read = await call(t, 'GET', `/order/${orderId}`, { token: customer.token });
    expect(read.body.data.order.rating).toBeNull();
  });
});

describe("a thali's average on the menu", () => {
  it('is none before any rating, then the mean over rated orders holding it, one decimal, with their count', async () => {
    const [first, second, unrated] = meals;
    expect(await menuMeal(unrated!._id)).toMatchObject({ rating: null, rating_count: 0 });
    const before = await menuMeal(first!._id);
    const customer = await newCustomer(t);
    // One order holds both thalis: its rating counts once in each.
    await rate(customer.token, await deliveredWith(customer, [first!._id, second!._id]), { stars: 4 });
    await rate(customer.token, await deliveredWith(customer, [first!._id]), { stars: 5 });
    await rate(customer.token, await deliveredWith(customer, [first!._id]), { stars: 4 });

    const count = before.rating_count + 3;
    const sum = Number(before.rating ?? 0) * before.rating_count + 13;
    const firstNow = await menuMeal(first!._id);
    expect(firstNow.rating_count).toBe(count);
    expect(firstNow.rating).toBe((Math.round((sum / count) * 10) / 10).toFixed(1));
    expect((await menuMeal(second!._id)).rating_count).toBeGreaterThanOrEqual(1);
    expect(await menuMeal(unrated!._id)).toMatchObject({ rating: null, rating_count: 0 });
  });

  it('reads 4.0 (1) for a thali whose only rated order gave 4 stars', async () => {
    const created = await call(t, 'POST', '/meal', {
      token: seller,
      body: { category: 'Mini Thali', name: 'Rated Thali', cost_price: 50, selling_price: 120, actual_price: 150 },
    });
    const mealId = created.body.data.meal._id as string;
    expect(created.body.data.meal).toMatchObject({ rating: null, rating_count: 0 });
    const customer = await newCustomer(t);
    const orderId = await deliveredWith(customer, [mealId]);
    expect((await rate(customer.token, orderId, { stars: 4, comment: 'Tasty' })).status).toBe(201);
    expect(await menuMeal(mealId)).toMatchObject({ rating: '4.0', rating_count: 1 });
    // The seller's view of the meal (its PATCH answer) carries the same figures.
    const changed = await call(t, 'PATCH', `/meal/${mealId}`, { token: seller, body: { tag: 'quick' } });
    expect(changed.body.data.meal).toMatchObject({ rating: '4.0', rating_count: 1 });
  });
});

describe("the seller's reviews", () => {
  it('lists ratings newest first with the thalis, a page at a time', async () => {
    const customer = await newCustomer(t);
    const older = await deliveredWith(customer, [meals[0]!._id]);
    const newer = await deliveredWith(customer, [meals[1]!._id, meals[0]!._id]);
    await rate(customer.token, older, { stars: 3, comment: 'A little salty' });
    t.clock.advance(1_000);
    await rate(customer.token, newer, { stars: 5, comment: 'Perfect' });

    const first = await call(t, 'GET', '/ratings?limit=1', { token: seller });
    expect(first.status).toBe(200);
    const [top] = first.body.data.reviews as SellerReview[];
    expect(top).toMatchObject({ order_id: newer, stars: 5, comment: 'Perfect' });
    // Named as sold, the seeded Hindi names with them (issue 16, D62), sorted by the English name.
    const sold = [meals[0]!, meals[1]!].map((meal) => ({ name: meal.name, name_hi: meal.name_hi }));
    expect(sold.every((thali) => thali.name_hi)).toBe(true);
    expect(top!.thalis).toEqual(sold.sort((a, b) => (a.name < b.name ? -1 : 1)));
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const second = await call(t, 'GET', `/ratings?limit=1&cursor=${first.body.data.nextCursor as string}`, {
      token: seller,
    });
    expect(second.body.data.reviews[0]).toMatchObject({ order_id: older, stars: 3, comment: 'A little salty' });
  });

  it('refuses a cursor it did not make', async () => {
    const answer = await call(t, 'GET', '/ratings?cursor=zz', { token: seller });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'error', data: m.pageCursorInvalid() });
  });
});
