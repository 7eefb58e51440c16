import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from './migrations/index';
import type { Database as Schema } from './schema';

export type DB = Kysely<Schema>;

export interface OpenedDb {
  db: DB;
  /** The raw better-sqlite3 handle, for FTS queries and online backup. */
  sqlite: Database.Database;
}

/** Opens (creating if needed) the SQLite file with WAL, foreign keys and a busy timeout. */
export function openDatabase(file: string): OpenedDb {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, sqlite };
}

/**
 * Kysely prepares every query anew; on the chat's hot path preparing cost as much as running.
 * Reusing prepared statements by SQL text is safe here: Kysely runs one statement at a time per
 * connection (all/run; we never stream with iterate).
 */
function withStatementCache(sqlite: Database.Database, max = 500) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Migrations are named by date and issue (2026_11_25_<issue>xxxx_...), so one landing later may
  // sort before one a database already ran; each is independent of the others of its day.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}

/** A fresh, migrated database in its own temporary directory: one per test. */
export async function openTestDatabase(): Promise<OpenedDb & { dir: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-test-'));
  const opened = openDatabase(path.join(dir, 'oha.sqlite'));
  await migrateToLatest(opened.db);
  return {
    ...opened,
    dir,
    close: async () => {
      await opened.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
