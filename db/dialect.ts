// Every difference between the two databases lives here: SQLite (the embedded default) and
// PostgreSQL (DATABASE_URL). Both store the same values, so the app reads the same rows from either:
// - timestamps: ISO-8601 UTC text (2026-11-28T10:00:00.000Z), compared and sorted as text;
// - booleans: integers 0/1;
// - JSON: text, parsed by the app;
// - counts and sums: JavaScript numbers (PostgreSQL's bigint and numeric are parsed as numbers by
//   the pool's type parsers below; a count never nears 2^53).
// Migrations take a Kysely<any> and ask `dialectOf(db)`; app code that must differ does the same.
import type pg from 'pg';
import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type ColumnDataType,
  type Expression,
  type RawBuilder,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Where the database is: chosen once at boot from DATABASE_URL (unset: the SQLite file). */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** `postgres://` or `postgresql://` URLs select PostgreSQL; anything else is refused, unset is SQLite. */
export function databaseTarget(databaseUrl: string | undefined, sqliteFile: string): DatabaseTarget {
  const url = databaseUrl?.trim();
  if (!url) return { dialect: 'sqlite', file: sqliteFile };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url };
  throw new Error('DATABASE_URL must start with postgres:// or postgresql:// (unset: the SQLite file in DATA_DIR)');
}

export function dialectOf(db: { getExecutor(): { readonly adapter: object } }): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The current time as the app stores it (ISO-8601 UTC with milliseconds), for column defaults. */
export function nowDefault(dialect: Dialect): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}

/** An integer primary key the database numbers (SQLite AUTOINCREMENT, PostgreSQL identity). */
export function autoId(dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

/** SQLite's `real` is 8 bytes; PostgreSQL's is 4, so a double there. */
export function floatType(dialect: Dialect): ColumnDataType {
  return dialect === 'postgres' ? 'double precision' : 'real';
}

/** A JSON text column's top-level integer field, e.g. a job payload's documentId. */
export function jsonInteger(dialect: Dialect, column: Expression<string>, field: string): RawBuilder<number | null> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`bad JSON field name ${field}`);
  return dialect === 'postgres'
    ? sql<number | null>`(${column}::jsonb ->> ${sql.lit(field)})::bigint`
    : sql<number | null>`json_extract(${column}, ${sql.lit(`$.${field}`)})`;
}

/** A count, sum or id as the driver gave it (number, bigint or numeric text) as a number. */
export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** A unique or primary-key constraint refused the write (optionally: on this column). */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: string; detail?: string; constraint?: string };
  if (e.code === '23505') {
    return !column || (e.detail ?? '').includes(`(${column})`) || (e.constraint ?? '').includes(column);
  }
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) {
    return /UNIQUE|PRIMARYKEY/.test(e.code) && (!column || e.message.includes(`.${column}`));
  }
  return false;
}

// PostgreSQL type ids: int8 (count(*), sum of integers, bigint columns) and numeric (sum of bigint,
// avg) arrive as text by default; the app works with numbers, as SQLite gives them.
const INT8 = 20;
const NUMERIC = 1700;

/** The pg pool's type parsers: bigint and numeric as numbers, everything else as pg parses it. */
export function postgresTypes(types: typeof pg.types): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8 || oid === NUMERIC) return (v: string) => (v === null ? null : Number(v));
      return types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** Where the database is, for the start-up log (a URL's password left out). */
export function describeTarget(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return target.file;
  try {
    const u = new URL(target.url);
    if (u.password) u.password = '***';
    return `PostgreSQL ${u.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}
