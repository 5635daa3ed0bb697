/**
 * The name of the kitchen's IndexedDB database (kitchen-store.ts, D115), on its own so endSession can
 * delete the database without loading the storage code into the first load.
 */
export const KITCHEN_DB_NAME = 'rasoi-kitchen';
