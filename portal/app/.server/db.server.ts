// The app's one database handle. portal/server.ts opens and migrates it before serving;
// the Remix bundle and the server share it through globalThis.
import { openDatabase, type OpenedDb } from '@db/connection';
import { config } from './config.server';

declare global {
  var __ohaDb: OpenedDb | undefined;
}

export function opened(): OpenedDb {
  if (!globalThis.__ohaDb) {
    const c = config();
    globalThis.__ohaDb = openDatabase(c.database, { poolSize: c.databasePoolSize });
  }
  return globalThis.__ohaDb;
}

export function db() {
  return opened().db;
}

/** Lets unit tests point the app at a fresh database. */
export function useDatabaseForTests(o: OpenedDb | undefined): void {
  globalThis.__ohaDb = o;
}

/** Which database the app runs on (SQLite or PostgreSQL), chosen at boot from DATABASE_URL. */
export function dialect() {
  return opened().dialect;
}

export type { DB } from '@db/connection';

/** Shutdown, last step: the handle is closed and forgotten. */
export async function closeDatabase(): Promise<void> {
  const o = globalThis.__ohaDb;
  globalThis.__ohaDb = undefined;
  await o?.db.destroy();
}
