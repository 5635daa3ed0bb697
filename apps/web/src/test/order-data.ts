import type { Address, Order } from '@rasoi/domain/api';
import { NO_DIET } from '@rasoi/domain/diet';

/** Orders and addresses as the API answers them, for web tests; each test overrides what it asserts. */

/** A saved delivery address. */
export function anAddress(): Address {
  return {
    _id: 'address-1',
    reciever_name: 'Asha',
    reciever_mobile: '9876543210',
    flat_number: '101',
    tower_number: 'A',
    society: 'Green Meadows',
    locality: 'Indirapuram',
    pincode: '201009',
  };
}

/** An order as the API answers it: one thali, Preparing, without a slot unless given. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-0001',
    status: 'Preparing',
    price: 139,
    discount: 0,
    platform_fee: 2,
    delivery_charge: 0,
    amount: 141,
    address: anAddress(),
    meals: [{ meal: { _id: 'meal-1', name: 'Rajma Chawal Thali', name_hi: null, selling_price: 139 }, quantity: 1 }],
    dishes: [],
    payment_method: 'COD',
    currency: 'INR',
    couponId: null,
    timstamp: '2026-11-26T04:30:00.000Z',
    total_time: 30,
    createdAt: '2026-11-26T04:30:00.000Z',
    updatedAt: '2026-11-26T04:30:00.000Z',
    slot: null,
    acknowledged_at: null,
    placed_by: 'customer',
    diet: NO_DIET,
    paid_claimed_at: null,
    collected_by: null,
    collected_at: null,
    rating: null,
    cancel_reason: null,
    cancelled_by: null,
    cancelled_at: null,
    ...overrides,
  };
}
