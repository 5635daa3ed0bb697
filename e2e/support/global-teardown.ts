import { dropRunDatabases } from './own-database.ts';

/** After the journeys: the PostgreSQL databases their servers kept (own-database.ts) go. */
export default function globalTeardown(): void {
  dropRunDatabases();
}
