import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dialectOf, postgresTypes, type DatabaseTarget, type Dialect } from './dialect';
import { migrations } from './migrations/index';
import type { Database as Schema } from './schema';

export type DB = Kysely<Schema>;
export type { DatabaseTarget, Dialect } from './dialect';

export interface OpenedDb {
  db: DB;
  dialect: Dialect;
  /**
   * The raw better-sqlite3 handle, for FTS queries and online backup. SQLite only: reading it on
   * PostgreSQL throws (the code that needs it has no PostgreSQL path yet).
   */
  readonly sqlite: Database.Database;
  /** The pg pool (PostgreSQL only): LISTEN/NOTIFY and the rate limiter's store use it. */
  pool?: pg.Pool;
}

/**
 * Opens the database: a file path (or ':memory:') is SQLite, as is a `sqlite` target; a `postgres`
 * target opens a pg pool. Nothing is created or migrated here (migrateToLatest does that).
 */
export function openDatabase(target: string | DatabaseTarget, opts: { poolSize?: number } = {}): OpenedDb {
  const t: DatabaseTarget = typeof target === 'string' ? { dialect: 'sqlite', file: target } : target;
  return t.dialect === 'postgres' ? openPostgres(t.url, opts.poolSize) : openSqlite(t.file);
}

/** Opens (creating if needed) the SQLite file with WAL, foreign keys and a busy timeout. */
function openSqlite(file: string): OpenedDb {
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
  return { db, dialect: 'sqlite', sqlite };
}

function openPostgres(url: string, poolSize = 10): OpenedDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: postgresTypes(pg.types),
    application_name: 'open-house-assistant',
  });
  // An idle client losing its server (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout.
  pool.on('error', (err) => console.error('database pool:', err.message));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    dialect: 'postgres',
    pool,
    get sqlite(): Database.Database {
      throw new Error('this needs the SQLite database; it has no PostgreSQL path yet');
    },
  };
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

/**
 * Runs the pending migrations. On PostgreSQL Kysely's migrator holds an advisory lock in the
 * migration transaction, so instances starting together migrate one after another.
 */
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

/**
 * Runs `fn` while holding a cluster-wide lock named `name` (PostgreSQL: a session advisory lock on
 * a connection kept for it), so only one instance does it at a time. SQLite has one process:
 * `fn` just runs.
 */
export async function withAdvisoryLock<T>(db: Kysely<any>, name: string, fn: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return fn();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });
}

export interface TestDatabase extends OpenedDb {
  dir: string;
  /** PostgreSQL: the test database's URL (a second connection, e.g. another "instance", opens it). */
  url?: string;
  close: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test: a SQLite file in its own temporary directory, copied
 * from a migrated template (db/testing/sqlite.ts), or, when the test runs in the PostgreSQL
 * project (db/testing/postgres.ts), a database of its own copied from the migrated template.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-test-'));
  if (process.env.OHA_TEST_DIALECT === 'postgres') {
    const { createTestPostgresDatabase } = await import('./testing/postgres');
    const created = await createTestPostgresDatabase();
    const opened = openDatabase({ dialect: 'postgres', url: created.url }, { poolSize: 4 });
    return Object.defineProperties(opened, {
      dir: { value: dir, enumerable: true },
      url: { value: created.url, enumerable: true },
      close: {
        value: async () => {
          await opened.db.destroy();
          await created.drop();
          fs.rmSync(dir, { recursive: true, force: true });
        },
        enumerable: true,
      },
    }) as TestDatabase;
  }
  const { copyMigratedSqlite } = await import('./testing/sqlite');
  const file = path.join(dir, 'oha.sqlite');
  await copyMigratedSqlite(file, async (template) => {
    const made = openDatabase(template);
    await migrateToLatest(made.db);
    // Closing the last connection checkpoints the WAL into the file and removes it.
    await made.db.destroy();
  });
  const opened = openDatabase(file);
  return {
    ...opened,
    dir,
    close: async () => {
      await opened.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
