import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contractEntries, type ContractEntry } from '@rasoi/domain/contract';

/** A table entry as the coverage checks read it. */
type Entry = Pick<ContractEntry, 'method' | 'path'> & { name: string };

/** `METHOD /api/v1/path` of a table entry, as the app's route table writes a registered route. */
export function registeredName(entry: Pick<ContractEntry, 'method' | 'path'>, basePath = API_BASE_PATH): string {
  return `${entry.method} ${basePath}${entry.path}`;
}

/**
 * The differences between the routes the app registered under /api/v1 (`METHOD /api/v1/path`, HEAD
 * twins left out) and the contract table (issue 12), one sentence each; empty when they agree. A
 * route registered without its entry, or an entry no route serves, is a difference.
 */
export function routeTableDrift(registered: readonly string[], table: readonly Entry[] = contractEntries): string[] {
  const tabled = new Set(table.map((entry) => registeredName(entry)));
  const served = new Set(registered);
  return [
    ...[...served].filter((route) => !tabled.has(route)).map((route) => `not in the contract table: ${route}`),
    ...[...tabled].filter((route) => !served.has(route)).map((route) => `in the table but not registered: ${route}`),
  ];
}

/**
 * The table entries that have no row among `rows` (keyed by route name) and the rows that name no
 * entry, one sentence each; empty when every route has exactly its row (the authorization matrix).
 */
export function rowsMissing(
  rows: Readonly<Record<string, unknown>>,
  table: readonly Entry[] = contractEntries,
): string[] {
  const names = new Set(table.map((entry) => entry.name));
  return [
    ...table
      .filter((entry) => !(entry.name in rows))
      .map((entry) => `no row for ${entry.name} (${entry.method} ${entry.path})`),
    ...Object.keys(rows)
      .filter((name) => !names.has(name))
      .map((name) => `a row for ${name}, which is not in the table`),
  ];
}
