// npm run oha -- backup FILE: one .tar.gz with a consistent copy of the database (SQLite online
// backup: safe while the app runs and writes), the stored documents (DATA_DIR/files/) and the
// session secret. Restore: stop the app, extract the archive into DATA_DIR (docs/backups.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { config } from '../../portal/app/.server/config.server';
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
    const filesDir = path.join(dataDir, 'files');
    if (fs.existsSync(filesDir)) {
      fs.cpSync(filesDir, path.join(stage, 'files'), { recursive: true });
      entries.push('files');
    }
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
