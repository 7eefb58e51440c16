// `oha backup` on PostgreSQL: the archive holds pg_dump's snapshot (oha.pgdump) and the stored
// documents; pg_restore into an empty database gives back the same rows, uncommitted ones left out.
// PostgreSQL project only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, openTestDatabase, type TestDatabase } from '../../db/connection';
import { createDatabase, dropDatabase } from '../../db/testing/postgres';
import { resetConfigForTests } from '../../portal/app/.server/config.server';
import { run as backup } from './backup';

const onPostgres = process.env.OHA_TEST_DIALECT === 'postgres';
let t: TestDatabase;
let dir: string;

beforeEach(async () => {
  if (!onPostgres) return;
  t = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-cli-pg-'));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_URL = t.url!;
  resetConfigForTests();
});
afterEach(async () => {
  if (!onPostgres) return;
  vi.restoreAllMocks();
  delete process.env.DATABASE_URL;
  resetConfigForTests();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('backup on PostgreSQL', () => {
  it('archives a pg_dump snapshot and the documents; pg_restore gives the committed rows back', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await t.db
      .insertInto('users')
      .values({ email: 'dana@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Dana', lName: '李' })
      .execute();
    fs.mkdirSync(path.join(dir, 'files', 'l1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'files', 'l1', 'doc.txt'), 'hello');
    // Another connection holds a write open: the snapshot leaves it out.
    const writer = new pg.Client({ connectionString: t.url });
    await writer.connect();
    await writer.query('begin');
    await writer.query(
      `insert into users (email, password_hash, roles, f_name, l_name) values ('uncommitted@x.com', 'x', '[]', 'U', 'C')`,
    );
    const file = path.join(dir, 'out', 'backup.tar.gz');
    try {
      expect(await backup([file])).toBe(0);
    } finally {
      await writer.query('rollback');
      await writer.end();
    }
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-restore-'));
    const adminUrl = process.env.OHA_TEST_POSTGRES_ADMIN_URL!;
    const name = `oha_restore_${process.pid}_${Date.now().toString(36)}`;
    const restoredUrl = await createDatabase(adminUrl, name);
    try {
      await tar.extract({ file, cwd: out });
      const entries = fs.readdirSync(out);
      expect(entries).toEqual(expect.arrayContaining(['files', 'oha.pgdump']));
      expect(entries).not.toContain('oha.sqlite');
      expect(fs.readFileSync(path.join(out, 'files', 'l1', 'doc.txt'), 'utf8')).toBe('hello');
      const r = spawnSync(
        'pg_restore',
        ['--no-owner', '--exit-on-error', '-d', restoredUrl, path.join(out, 'oha.pgdump')],
        {
          encoding: 'utf8',
        },
      );
      expect(r.status, r.stderr).toBe(0);
      const restored = openDatabase({ dialect: 'postgres', url: restoredUrl }, { poolSize: 1 });
      try {
        expect(await restored.db.selectFrom('users').select(['email', 'lName']).execute()).toEqual([
          { email: 'dana@example.com', lName: '李' },
        ]);
        // Identities continue after the restored rows (the rolled-back insert used a number too).
        const { id } = await restored.db
          .insertInto('users')
          .values({ email: 'new@example.com', passwordHash: 'x', roles: '[]', fName: 'N', lName: 'N' })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(id).toBeGreaterThan(1);
      } finally {
        await restored.db.destroy();
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      await dropDatabase(adminUrl, name);
    }
  });
});
