// npm run oha -- backup FILE: one .tar.gz with a consistent copy of the database (SQLite online
// backup: safe while the app runs and writes), the stored documents (files/ of the configured
// storage: DATA_DIR/files, or the S3 bucket) and the session secret. Restore: stop the app,
// extract the archive into DATA_DIR (docs/backups.md); with S3, copy files/ back into the bucket
// (docs/deployment.md). On PostgreSQL (DATABASE_URL) the database part is `oha.pgdump`, pg_dump's
// custom format (one consistent snapshot, taken while the app runs); restore it with pg_restore
// (docs/backups.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { config } from '../../portal/app/.server/config.server';
import { TMP_PREFIX } from '../../portal/app/.server/ingest/staging.server';
import { storage } from '../../portal/app/.server/storage/storage.server';
import { openAppDatabase } from './_db';

export async function run(args: string[]): Promise<number> {
  const out = args[0];
  if (!out) {
    console.error('usage: npm run oha -- backup FILE   (for example backup-2025-01-01.tar.gz)');
    return 2;
  }
  const target = path.resolve(out);
  const dataDir = config().dataDir;
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-backup-'));
  try {
    const database = config().database;
    const entries: string[] = [];
    if (database.dialect === 'postgres') {
      // pg_dump reads in one repeatable-read transaction: a consistent snapshot while the app writes.
      const dump = spawnSync(
        process.env.OHA_PG_DUMP ?? 'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', '--file', path.join(stage, 'oha.pgdump'), database.url],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      if (dump.error || dump.status !== 0) {
        console.error(
          `backup: pg_dump failed (${dump.error?.message ?? dump.stderr.trim()}); install the PostgreSQL client of the ` +
            `server's version or newer (Debian: postgresql-client) or set OHA_PG_DUMP to its path`,
        );
        return 1;
      }
      entries.push('oha.pgdump');
    } else {
      const { db, sqlite } = await openAppDatabase();
      try {
        // better-sqlite3's backup() uses SQLite's online backup API: pages are copied while
        // other connections keep reading and writing, and the copy is one consistent snapshot.
        await sqlite.backup(path.join(stage, 'oha.sqlite'));
      } finally {
        await db.destroy();
      }
      entries.push('oha.sqlite');
    }
    // Documents stored after the database copy are left out; ones deleted since are skipped.
    let stored = 0;
    const store = storage();
    for await (const o of store.list('files/')) {
      if (o.key.startsWith(TMP_PREFIX)) continue; // an ingestion in flight: not a stored document
      const bytes = await store.get(o.key);
      if (!bytes) continue;
      const file = path.join(stage, ...o.key.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      stored++;
    }
    if (stored > 0) entries.push('files');
    const secret = path.join(dataDir, 'session-secret');
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(stage, 'session-secret'));
      entries.push('session-secret');
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await tar.create({ gzip: true, file: target, cwd: stage, portable: true }, entries);
    const size = fs.statSync(target).size;
    console.log(`backup written: ${target} (${(size / 1024).toFixed(1)} KiB: ${entries.join(', ')})`);
    if (database.dialect === 'postgres')
      console.log(
        `restore: stop the app, extract the archive, then  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" oha.pgdump  (docs/backups.md)`,
      );
    else console.log(`restore: stop the app, then  tar -xzf ${out} -C <DATA_DIR>`);
    return 0;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
