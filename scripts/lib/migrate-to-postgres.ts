// Copies a SQLite installation into PostgreSQL (`npm run oha -- migrate-to-postgres`, docs/cli.md):
// 1. the stored documents (files/ of the source's filesystem storage) into the target storage
//    (puts overwrite, so a second run rewrites the same objects);
// 2. every table, parents before children (the target's foreign keys give the order), in batches,
//    all in ONE transaction on the target, then each identity sequence set past the largest id.
// A failure at any point leaves the target's tables as they were (empty): running the command
// again starts over and is safe. The target must be empty unless `replace` (its tables are
// emptied in the same transaction). Both databases are at the latest migration first.
// Not copied: the migrator's own tables (the target migrates itself), `rate_limits` (counters
// that expire within minutes) and the search statistics (`search_totals`, `search_terms`: triggers
// on chunks_fts keep them). The search index (chunks_fts) is copied as its terms, from which the
// target's lexemes are made as ingestion makes them (ingest/search-index.server.ts).
import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { Storage } from '../../portal/app/.server/storage/storage.server';
import { POSTGRES_INDEX_SQL, postgresIndexParams } from '../../portal/app/.server/ingest/search-index.server';

const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock', 'rate_limits', 'search_totals', 'search_terms']);
/** The search index: its terms copied, its lexemes made on the target. */
const SEARCH_INDEX = 'chunks_fts';
/** Bytes being moved into place by an upload in flight: not a stored document. */
const TMP_PREFIX = 'files/.tmp/';
/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMS = 60_000;
const BATCH_ROWS = 500;

export interface MigrateOptions {
  source: Database.Database;
  target: pg.Pool;
  sourceStore: Storage;
  /** null: the documents are already where the target reads them (the same storage). */
  targetStore: Storage | null;
  /** Empty the target's tables first (they are not empty). */
  replace?: boolean;
  log?: (line: string) => void;
}

export interface MigrateResult {
  tables: Array<{ table: string; rows: number }>;
  files: number;
}

export class TargetNotEmpty extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The target's tables, parents before children. */
async function tablesInOrder(client: pg.PoolClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows
    .map((r) => r.name)
    .filter((t) => !SKIPPED.has(t));
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select cl.relname as child, pl.relname as parent from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid join pg_class pl on pl.oid = c.confrelid
       where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
    )
  ).rows;
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent && parents.has(e.parent)) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)));
    if (ready.length === 0) throw new Error(`foreign keys in a cycle among: ${tables.filter((t) => !done.has(t))}`);
    for (const t of ready) {
      ordered.push(t);
      done.add(t);
    }
  }
  return ordered;
}

async function columnsOf(client: pg.PoolClient, table: string): Promise<string[]> {
  const r = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [table],
  );
  return r.rows.map((c) => c.name);
}

async function countRows(client: pg.PoolClient | pg.Pool, table: string): Promise<number> {
  const r = await client.query<{ n: string }>(`select count(*) as n from ${quote(table)}`);
  return Number(r.rows[0]!.n);
}

async function insertBatch(client: pg.PoolClient, table: string, columns: string[], rows: unknown[][]) {
  const values = rows.map((row, i) => `(${row.map((_, j) => `$${i * columns.length + j + 1}`).join(', ')})`);
  await client.query(
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) overriding system value values ${values.join(', ')}`,
    rows.flat(),
  );
}

/** SQLite's index terms of each chunk into PostgreSQL's index (terms, lexemes, length). */
async function copySearchIndex(source: Database.Database, client: pg.PoolClient): Promise<number> {
  const select = source.prepare('select rowid as id, terms from chunks_fts order by rowid');
  let batch: Array<{ id: number; terms: string }> = [];
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await client.query(POSTGRES_INDEX_SQL, postgresIndexParams(batch));
    rows += batch.length;
    batch = [];
  };
  for (const row of select.iterate() as IterableIterator<{ id: number; terms: string }>) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  return rows;
}

export async function migrateToPostgres(opts: MigrateOptions): Promise<MigrateResult> {
  const log = opts.log ?? (() => {});
  const client = await opts.target.connect();
  try {
    const tables = await tablesInOrder(client);
    const filled: string[] = [];
    for (const t of tables) if ((await countRows(client, t)) > 0) filled.push(t);
    if (filled.length > 0 && !opts.replace) {
      throw new TargetNotEmpty(
        `the target database is not empty (${filled.join(', ')}); add --replace to empty it and copy again`,
      );
    }

    // 1. The documents' bytes, before the rows that name them.
    let files = 0;
    if (opts.targetStore) {
      for await (const o of opts.sourceStore.list('files/')) {
        if (o.key.startsWith(TMP_PREFIX)) continue;
        const bytes = await opts.sourceStore.get(o.key);
        if (!bytes) continue; // deleted meanwhile
        await opts.targetStore.put(o.key, bytes);
        files++;
      }
      log(`documents: ${files} files copied to ${opts.targetStore.describe()}`);
    }

    // 2. The rows, in one transaction.
    const result: MigrateResult = { tables: [], files };
    await client.query('begin');
    try {
      if (filled.length > 0) {
        await client.query(`truncate ${tables.map(quote).join(', ')}, search_terms restart identity cascade`);
        // A truncate fires no delete trigger: the totals start again from nothing.
        await client.query('update search_totals set chunks = 0, tokens = 0');
      }
      for (const table of tables) {
        if (table === SEARCH_INDEX) {
          const rows = await copySearchIndex(opts.source, client);
          result.tables.push({ table, rows });
          log(`${table}: ${rows} rows`);
          continue;
        }
        const columns = await columnsOf(client, table);
        let select: Database.Statement;
        try {
          // rowid: the search index's key (FTS5 keeps it hidden); a plain column everywhere else.
          select = opts.source.prepare(`select ${columns.map(quote).join(', ')} from ${quote(table)}`).raw(true);
        } catch (err) {
          throw new Error(`the source's table ${table} does not match the target: ${(err as Error).message}`);
        }
        const perBatch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / columns.length)));
        let batch: unknown[][] = [];
        let rows = 0;
        for (const row of select.iterate() as IterableIterator<unknown[]>) {
          batch.push(row);
          if (batch.length === perBatch) {
            await insertBatch(client, table, columns, batch);
            rows += batch.length;
            batch = [];
          }
        }
        if (batch.length) await insertBatch(client, table, columns, batch);
        rows += batch.length;
        // Identity columns continue after the copied ids.
        if (columns.includes('id')) {
          const seq = (
            await client.query<{ s: string | null }>(`select pg_get_serial_sequence($1, 'id') as s`, [quote(table)])
          ).rows[0]?.s;
          if (seq) {
            await client.query(`select setval($1, coalesce((select max(id) from ${quote(table)}), 0) + 1, false)`, [
              seq,
            ]);
          }
        }
        result.tables.push({ table, rows });
        log(`${table}: ${rows} rows`);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }

    // 3. Verified: the target holds as many rows as the source, table by table.
    const differ: string[] = [];
    for (const { table, rows } of result.tables) {
      const source = (opts.source.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n;
      const target = await countRows(client, table);
      if (source !== target || rows !== target) differ.push(`${table}: source ${source}, target ${target}`);
    }
    if (differ.length) throw new Error(`the copy differs from the source: ${differ.join('; ')}`);
    return result;
  } finally {
    client.release();
  }
}
