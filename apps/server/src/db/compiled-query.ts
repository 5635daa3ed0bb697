import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { engineOfDb } from './dialect.ts';
import type { Database } from './schema.ts';

/**
 * A value standing for a named parameter while a query is compiled. It starts with a NUL, which no
 * stored text or request carries (plugins/input-guard.ts refuses it), so it cannot be mistaken for a
 * constant of the query.
 */
const SLOT_PREFIX = '\u0000slot:';

/** Where a parameter's value is found: a value by name, a column of a row value, a column of one of a list's rows. */
type Path = [name: string] | [name: string, column: string] | [name: string, index: number, column: string];

type Template = {
  /** The compiled query: its SQL and operation tree (what the driver and Kysely's result handling read). */
  query: CompiledQuery;
  /** Per parameter of the SQL, where its value is in each run's values, or the constant the query holds. */
  parameters: ({ path: Path } | { constant: unknown })[];
};

/** A row: a plain object (not an array, a Date, a Buffer), whose columns become parameters one by one. */
function isRow(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
const isRows = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRow);

/** The defined columns of a row, for the shape's key (an undefined column is left out of an insert). */
function columnsOf(row: Record<string, unknown>): string {
  let columns = '';
  for (const column in row) if (row[column] !== undefined) columns += `${column},`;
  return columns;
}

/** What a run's values compile to: which are given, which are rows (with their columns), how many rows. */
function shapeOf(values: Record<string, unknown>): string {
  let shape = '';
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    if (isRows(value)) shape += `${name}[${value.map(columnsOf).join('|')}];`;
    else if (isRow(value)) shape += `${name}{${columnsOf(value)}};`;
    else if (Array.isArray(value) && value.length === 0) shape += `${name}[];`;
    else shape += `${name};`;
  }
  return shape;
}

const marker = (path: Path) => `${SLOT_PREFIX}${JSON.stringify(path)}`;
const slotRow = (row: Record<string, unknown>, path: (column: string) => Path) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, value === undefined ? undefined : marker(path(column))]),
  );

/**
 * A query of fixed shape built and compiled once, then run with fresh values (issue 29,
 * docs/decisions/0116). Kysely builds an immutable tree and compiles it to SQL on every call, about as
 * much CPU as SQLite spends running a small statement; the hot statements of the order path and the
 * session lookup skip both after their first run.
 *
 * `build(db, values)` is called with stand-ins for `values`: each plain value (a text, a number, null, an
 * array of texts for `eb.val`) by a stand-in, each row (a plain object) by a row of stand-ins for its
 * columns, each list of rows by a list of such rows; an empty list is given as it is. It must put each
 * stand-in into the query as it is (a compared value, an inserted row, an `eb.val`), never look at it; it
 * may choose the shape from the lists' lengths. The query is compiled once per engine and shape (which
 * values are defined, which columns each row defines, how many rows each list has). An undefined value
 * or column is passed to `build` as undefined, as Kysely would get it (an insert then leaves that column
 * out), so each shape is the one Kysely would have built. Answers the result's rows, typed as the query's;
 * throws what the query throws, and an Error when `build` left a defined plain value out.
 */
export function compiledQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  const templates = new Map<string, Template>();
  const compile = (db: Kysely<Database>, values: Values): Template => {
    const slots: Record<string, unknown> = {};
    const expected: string[] = [];
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) slots[name] = undefined;
      else if (isRows(value)) slots[name] = value.map((row, index) => slotRow(row, (column) => [name, index, column]));
      else if (isRow(value)) slots[name] = slotRow(value, (column) => [name, column]);
      else if (Array.isArray(value) && value.length === 0) slots[name] = value;
      else {
        slots[name] = marker([name]);
        expected.push(name);
      }
    }
    const query = build(db, slots as Values).compile();
    const parameters = query.parameters.map((value): Template['parameters'][number] =>
      typeof value === 'string' && value.startsWith(SLOT_PREFIX)
        ? { path: JSON.parse(value.slice(SLOT_PREFIX.length)) as Path }
        : { constant: value },
    );
    const used = new Set(parameters.flatMap((parameter) => ('path' in parameter ? [parameter.path[0]] : [])));
    const unused = expected.filter((name) => !used.has(name));
    if (unused.length > 0) throw new Error(`compiledQuery: values not in the query: ${unused.join(', ')}`);
    return { query, parameters };
  };
  const valueAt = (values: Values, path: Path): unknown => {
    const value = values[path[0]] as Record<string, unknown> & Record<string, unknown>[];
    if (path.length === 1) return value;
    if (path.length === 2) return value[path[1]];
    return value[path[1]]![path[2]];
  };
  return async (db, values) => {
    const shape = `${engineOfDb(db)}|${shapeOf(values)}`;
    let template = templates.get(shape);
    if (!template) {
      template = compile(db, values);
      templates.set(shape, template);
    }
    const parameters = template.parameters.map((parameter) =>
      'constant' in parameter ? parameter.constant : valueAt(values, parameter.path),
    );
    const result = await db.executeQuery<Row>({ ...template.query, parameters } as CompiledQuery<Row>);
    return result.rows;
  };
}
