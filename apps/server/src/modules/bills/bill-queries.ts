import type { Kysely } from 'kysely';
import { billSchema, type Bill, type BillKind } from '@rasoi/domain/bills';
import type { BillsTable, Database } from '../../db/schema.ts';

/**
 * The bills' and credit notes' tables (issue 28 part 1, docs/decisions/0107): the serial counters, the
 * bills themselves (written once, never updated or deleted) and the reads of them.
 */

/**
 * The next serial of a series (`kind`) in a financial year, from 1, in one upsert that returns it (both
 * engines: `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`). Call in the transaction that stores the bill:
 * on PostgreSQL the counter's row stays locked until that transaction ends, so a second bill of the year
 * waits and then reads the first's serial (one after another, across instances); on SQLite the write
 * transaction runs alone. A transaction that rolls back takes its increment with it: no gap.
 */
export async function takeNextSerial(trx: Kysely<Database>, kind: BillKind, financialYear: string): Promise<number> {
  const row = await trx
    .insertInto('bill_counters')
    .values({ kind, financial_year: financialYear, last_serial: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'financial_year'])
        .doUpdateSet((eb) => ({ last_serial: eb('bill_counters.last_serial', '+', 1) })),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

/** Stores a new bill or credit note (the unique keys refuse a second number, or a second of a kind per order). */
export async function insertBill(trx: Kysely<Database>, bill: Bill, serial: number): Promise<void> {
  await trx
    .insertInto('bills')
    .values({
      id: bill.id,
      kind: bill.kind,
      type: bill.type,
      financial_year: bill.financial_year,
      serial,
      number: bill.number,
      order_id: bill.order_id,
      bill_id: bill.against?.id ?? null,
      day: bill.day,
      issued_at: bill.issued_at,
      total_paise: bill.total_paise,
      tax_rate_bp: bill.tax_rate_bp,
      taxable_paise: bill.taxable_paise,
      tax_paise: bill.cgst_paise + bill.sgst_paise,
      payment_method: bill.payment_method,
      document: JSON.stringify(bill),
    })
    .execute();
}

/** A stored row's document, as it was made. */
export const billOfRow = (row: Pick<BillsTable, 'document'>): Bill => billSchema.parse(JSON.parse(row.document));

/** The order's bill and credit note (each undefined when it has none). */
export async function findOrderBills(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ bill: Bill | undefined; creditNote: Bill | undefined }> {
  const rows = await db.selectFrom('bills').select(['kind', 'document']).where('order_id', '=', orderId).execute();
  const of = (kind: BillKind) => {
    const row = rows.find((found) => found.kind === kind);
    return row ? billOfRow(row) : undefined;
  };
  return { bill: of('bill'), creditNote: of('credit_note') };
}

/** Where a page of the list goes on from: the last row's instant and id (newest first). */
export type BillCursor = { issued_at: string; id: string };

/**
 * Bills and credit notes made on kitchen days in [from, to] (yyyy-mm-dd), newest first by the instant each
 * was made (the day follows the instant), at most `limit`, after `cursor` (the previous page's last), through
 * the bills_by_day index.
 */
export async function listBillsOfDays(
  db: Kysely<Database>,
  span: { from: string; to: string },
  limit: number,
  cursor: BillCursor | null,
): Promise<Bill[]> {
  let query = db.selectFrom('bills').select('document').where('day', '>=', span.from).where('day', '<=', span.to);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('issued_at', '<', cursor.issued_at),
        eb.and([eb('issued_at', '=', cursor.issued_at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('issued_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(billOfRow);
}

/** Where the export goes on from: the last row's day, instant and id (oldest first). */
export type ExportCursor = { day: string; issued_at: string; id: string };

/**
 * One chunk of the export (issue 28 part 2, D108): bills and credit notes of kitchen days in [from, to],
 * oldest first by (day, instant, id), at most `limit`, after `cursor`; documents parsed without the
 * schema's check (written by this server; the export reads many). Through the bills_by_day index.
 */
export async function exportChunk(
  db: Kysely<Database>,
  span: { from: string; to: string },
  limit: number,
  cursor: ExportCursor | null,
): Promise<Bill[]> {
  let query = db.selectFrom('bills').select('document').where('day', '>=', span.from).where('day', '<=', span.to);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('day', '>', cursor.day),
        eb.and([eb('day', '=', cursor.day), eb('issued_at', '>', cursor.issued_at)]),
        eb.and([eb('day', '=', cursor.day), eb('issued_at', '=', cursor.issued_at), eb('id', '>', cursor.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('day').orderBy('issued_at').orderBy('id').limit(limit).execute();
  return rows.map((row) => JSON.parse(row.document) as Bill);
}
