// npm run oha -- backup FILE: one .tar.gz with a consistent copy of the database (SQLite online
// backup: safe while the app runs and writes), the stored documents (files/ of the configured
// storage: DATA_DIR/files, or the S3 bucket) and the session secret. Restore: stop the app,
// extract the archive into DATA_DIR (docs/backups.md); with S3, copy files/ back into the bucket
// (docs/deployment.md).
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
    const { db, sqlite } = await openAppDatabase();
    try {
      // better-sqlite3's backup() uses SQLite's online backup API: pages are copied while
      // other connections keep reading and writing, and the copy is one consistent snapshot.
      await sqlite.backup(path.join(stage, 'oha.sqlite'));
    } finally {
      await db.destroy();
    }
    const entries = ['oha.sqlite'];
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
    console.log(`restore: stop the app, then  tar -xzf ${out} -C <DATA_DIR>`);
    return 0;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
