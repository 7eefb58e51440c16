// The admin commands against a real DATA_DIR: grant-operator, outbox and a backup taken while
// another connection keeps writing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type OpenedDb } from '../../db/connection';
import { resetConfigForTests } from '../../portal/app/.server/config.server';
import { storage } from '../../portal/app/.server/storage/storage.server';
import { startS3TestServer } from '../../portal/app/.server/storage/testing/s3-test-server';
import { run as backup } from './backup';
import { run as grantOperator } from './grant-operator';
import { run as outbox } from './outbox';

let dir: string;
let app: OpenedDb;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-cli-'));
  process.env.DATA_DIR = dir;
  resetConfigForTests();
  app = openDatabase(path.join(dir, 'oha.sqlite'));
  await migrateToLatest(app.db);
  await app.db
    .insertInto('users')
    .values({ email: 'dana@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Dana', lName: 'Lee' })
    .execute();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.db.destroy();
  resetConfigForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('grant-operator', () => {
  it('adds role 3135 to a known user', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await grantOperator(['Dana@Example.com'])).toBe(0);
    const row = await app.db.selectFrom('users').select('roles').executeTakeFirstOrThrow();
    expect(JSON.parse(row.roles)).toEqual([2024, 3135]);
  });

  it('says so and exits 1 for an unknown email', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await grantOperator(['ghost@example.com'])).toBe(1);
    expect(err.mock.calls.join(' ')).toMatch(/No user with the email ghost@example\.com/);
  });
});

describe('outbox', () => {
  it('lists recent emails with status, attempts and last error', async () => {
    await app.db
      .insertInto('emails')
      .values({
        kind: 'reset',
        toAddress: 'dana@example.com',
        fromAddress: 's@x.com',
        fromName: 'OHA',
        subject: 'Reset your password',
        html: '',
        text: '',
        status: 'queued',
        attempts: 2,
        nextAttemptAt: new Date().toISOString(),
        lastError: 'connection refused',
      })
      .execute();
    const table = vi.spyOn(console, 'table').mockImplementation(() => {});
    expect(await outbox([])).toBe(0);
    const rows = table.mock.calls[0][0] as Array<Record<string, unknown>>;
    expect(rows[0]).toMatchObject({
      to: 'dana@example.com',
      subject: 'Reset your password',
      attempts: 2,
      'last error': 'connection refused',
    });
  });
});

describe('backup', () => {
  it('archives a consistent database, the stored documents and the secret while a writer is busy', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fs.mkdirSync(path.join(dir, 'files', 'l1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'files', 'l1', 'doc.txt'), 'hello');
    fs.writeFileSync(path.join(dir, 'session-secret'), 'secret');
    // A second connection holds a write transaction open: the backup must still finish and
    // contain only committed rows.
    const writer = new Database(path.join(dir, 'oha.sqlite'));
    writer.exec(
      "BEGIN; INSERT INTO users (email, password_hash, roles, f_name, l_name) VALUES ('uncommitted@x.com','x','[]','U','C');",
    );
    const file = path.join(dir, 'out', 'backup.tar.gz');
    try {
      expect(await backup([file])).toBe(0);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-restore-'));
    try {
      await tar.extract({ file, cwd: out });
      expect(fs.readFileSync(path.join(out, 'files', 'l1', 'doc.txt'), 'utf8')).toBe('hello');
      expect(fs.readFileSync(path.join(out, 'session-secret'), 'utf8')).toBe('secret');
      const restored = new Database(path.join(out, 'oha.sqlite'), { readonly: true });
      const emails = restored.prepare('SELECT email FROM users ORDER BY id').all();
      restored.close();
      expect(emails).toEqual([{ email: 'dana@example.com' }]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('archives the stored documents from S3 when that is the storage, leaving ingestion leftovers out', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const s3 = await startS3TestServer();
    try {
      Object.assign(process.env, s3.env('backup'));
      resetConfigForTests();
      const store = storage();
      expect(store.kind).toBe('s3');
      await store.put('files/4/7-plan é.pdf', Buffer.from('%PDF plan'));
      await store.put('files/.tmp/abc/0', Buffer.from('half-done'));
      const file = path.join(dir, 'out', 'backup.tar.gz');
      expect(await backup([file])).toBe(0);
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-restore-'));
      try {
        await tar.extract({ file, cwd: out });
        expect(fs.readFileSync(path.join(out, 'files', '4', '7-plan é.pdf'), 'utf8')).toBe('%PDF plan');
        expect(fs.existsSync(path.join(out, 'files', '.tmp'))).toBe(false);
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    } finally {
      for (const k of Object.keys(s3.env())) delete process.env[k];
      await s3.stop();
    }
  });
});
