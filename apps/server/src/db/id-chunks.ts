/**
 * The most values one `in (...)` list may bind (issue 11, docs/decisions/0032). A list built from
 * stored rows grows with the data: past 32,766 values SQLite refuses the statement ('too many SQL
 * variables') and PostgreSQL stops at 65,535, long after such a query has become slow. Every `in`
 * in the server binds either a list bounded by a request schema or one chunk from `idChunks`.
 */
export const MAX_IN_LIST = 500;

/**
 * `ids` in consecutive slices of at most MAX_IN_LIST, each small enough for one `in (...)` list on
 * either engine; none for an empty list. Duplicates are kept (the caller's `in` ignores them).
 */
export function idChunks<T>(ids: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += MAX_IN_LIST) chunks.push(ids.slice(start, start + MAX_IN_LIST));
  return chunks;
}
