import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText } from '@rasoi/domain/ledger';
import { intlLocale } from '@rasoi/domain/locale';
import { dateFormat } from '@rasoi/domain/slot-dates';
import type { WhatsAppNotice } from './whatsapp-sender.ts';

/**
 * The five WhatsApp messages (issue 27 part 3, docs/decisions/0101), each a template whose body takes the
 * values below in order ({{1}}, {{2}}), written in the customer's language. D101 gives the template bodies
 * the kitchen registers in WhatsApp Manager, in English (en) and Hindi (hi).
 */

/** An order as its customer's messages name it: '#' and its id's last four characters (as the UPI note). */
export function orderReference(order: Pick<Order, '_id'>): string {
  return `#${order._id.slice(-4)}`;
}

/** 'Order {{1}} of {{2}} is confirmed': the seller acknowledged it. Values: reference, amount. */
export function orderConfirmedNotice(order: Order, userId: string): WhatsAppNotice {
  return {
    userId,
    kind: 'order_confirmed',
    parameters: () => [orderReference(order), paiseText(order.amount * 100)],
  };
}

/** 'Order {{1}} is out for delivery'. Values: reference. */
export function outForDeliveryNotice(order: Order, userId: string): WhatsAppNotice {
  return { userId, kind: 'out_for_delivery', parameters: () => [orderReference(order)] };
}

/**
 * 'We received {{1}} for {{2}}': an order's money collected or its UPI credit matched (`order`), or a payment
 * to the household's account (no order: 'your tiffin account'). Values: amount, what it paid for.
 */
export function paymentReceivedNotice(userId: string, amountPaise: number, order?: Pick<Order, '_id'>): WhatsAppNotice {
  return {
    userId,
    kind: 'payment_received',
    parameters: (locale) => [
      paiseText(amountPaise),
      order ? orderReference(order) : m.whatsAppAccountReference({}, { locale }),
    ],
  };
}

/** 'Your statement for {{1}} is ready: {{2}}'. Values: the month in words, the statement's link. */
export function statementReadyNotice(userId: string, month: string, url: string): WhatsAppNotice {
  return {
    userId,
    kind: 'statement_ready',
    parameters: (locale) => [
      dateFormat(intlLocale(locale), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        new Date(`${month}-01T00:00:00Z`),
      ),
      url,
    ],
  };
}

/** 'Your tiffin account has {{1}} left, less than two meals'. Values: the balance. */
export function lowBalanceNotice(userId: string, balancePaise: number): WhatsAppNotice {
  return { userId, kind: 'low_balance', parameters: () => [paiseText(balancePaise)] };
}
