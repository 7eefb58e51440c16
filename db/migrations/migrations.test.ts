import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, openTestDatabase, type TestDatabase } from '../connection';
import { dialectOf } from '../dialect';
import { migrations } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const provider = { getMigrations: async () => migrations };
const migrator = (t: TestDatabase) => new Migrator({ db: t.db, provider, allowUnorderedMigrations: true });

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function tableNames(t: TestDatabase): Promise<string[]> {
  const rows =
    dialectOf(t.db) === 'postgres'
      ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(t.db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
          and name not like 'chunks_fts_%'`.execute(t.db);
  return rows.rows.map((r) => r.name).sort();
}

describe('migrations', () => {
  it('go all the way down and up again', async () => {
    t = await openTestDatabase();
    const before = await tableNames(t);
    expect(before).toContain('jobs');
    const down = await migrator(t).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect((await tableNames(t)).filter((n) => !n.startsWith('kysely_'))).toEqual([]);
    await migrateToLatest(t.db);
    expect(await tableNames(t)).toEqual(before);
  });
});

// The landed migrations were made to run on PostgreSQL too; on SQLite they must still make exactly
// the schema they made before (a database migrated then keeps working unchanged).
describe.skipIf(process.env.OHA_TEST_DIALECT === 'postgres')('SQLite schema of the migrations up to 2026-11-27', () => {
  it('is byte for byte the one they made before PostgreSQL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-schema-'));
    const file = path.join(dir, 'oha.sqlite');
    const opened = openDatabase(file);
    try {
      const m = new Migrator({ db: opened.db, provider, allowUnorderedMigrations: true });
      const r = await m.migrateTo('2026_11_27_210000_job_groups');
      expect(r.error).toBeUndefined();
      await opened.db.destroy();
      const raw = new Database(file, { readonly: true });
      const rows = raw
        .prepare(
          "select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name",
        )
        .all();
      raw.close();
      const expected = JSON.parse(fs.readFileSync(path.join(here, 'sqlite-schema-2026_11_27.json'), 'utf8'));
      expect(rows).toEqual(expected);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
