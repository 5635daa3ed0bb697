import { Readable } from 'node:stream';
import { exportSpan } from '@rasoi/domain/books';
import type { AppContext } from '../../app-context.ts';
import { exportChunk, type ExportCursor } from '../../modules/bills/bill-queries.ts';
import { csvHeader, csvLine, CsvSummary } from '../../modules/bills/bills-csv.ts';

/** Rows read per query: the export holds one chunk at a time, whatever the period's size. */
const CHUNK = 1_000;

/**
 * `GET /bills/export.csv?month=|year=` (seller; issue 28 part 2, docs/decisions/0108): the period's bills and
 * credit notes as CSV (modules/bills/bills-csv.ts), oldest first, then the summary. Streamed: read a chunk
 * of CHUNK rows at a time by keyset and written as the client takes it (a Readable of the lines, which
 * waits when the socket is full), so a year of 100,000 bills never sits in memory; the summary's totals
 * are added to on the way.
 */
export function exportBills(
  ctx: Pick<AppContext, 'db'>,
  query: { month?: string | undefined; year?: string | undefined },
): Readable {
  const span = exportSpan(query);
  async function* lines() {
    yield csvHeader();
    const summary = new CsvSummary();
    let cursor: ExportCursor | null = null;
    for (;;) {
      const chunk = await exportChunk(ctx.db, span, CHUNK, cursor);
      if (chunk.length > 0) {
        let text = '';
        for (const bill of chunk) {
          summary.add(bill);
          text += csvLine(bill);
        }
        yield text;
        const last = chunk.at(-1)!;
        cursor = { day: last.day, issued_at: last.issued_at, id: last.id };
      }
      if (chunk.length < CHUNK) break;
    }
    yield summary.text();
  }
  return Readable.from(lines());
}
