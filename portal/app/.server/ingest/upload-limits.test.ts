// Upload limits: files per hour per account and per IP, and the staging quota per account.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { releaseStaged, stageUpload } from './staging.server';
import * as guard from './upload-guard.server';

// The counters are in the database (the rate-limit store), which reads the clock itself.
const checkUploadRate = (userId: number, ip: string, now = Date.now()) => (
  vi.setSystemTime(now),
  guard.checkUploadRate(userId, ip)
);
let t: TestDatabase;

let dir: string;
const MB = 1024 * 1024;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  vi.useFakeTimers({ toFake: ['Date'] });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-upload-limits-'));
  process.env.DATA_DIR = dir;
  process.env.OHA_UPLOADS_PER_HOUR = '3';
  process.env.OHA_STAGING_QUOTA_MB = '2';
  resetConfigForTests();
});
afterEach(async () => {
  vi.useRealTimers();
  useDatabaseForTests(undefined);
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  delete process.env.OHA_UPLOADS_PER_HOUR;
  delete process.env.OHA_STAGING_QUOTA_MB;
  resetConfigForTests();
});

describe('checkUploadRate', () => {
  it('allows OHA_UPLOADS_PER_HOUR uploads per account, then says how long to wait', async () => {
    const now = Date.now();
    for (let i = 0; i < 3; i++) expect(await checkUploadRate(1, '10.0.0.1', now)).toEqual({ ok: true });
    const refused = await checkUploadRate(1, '10.0.0.1', now);
    expect(refused).toMatchObject({
      ok: false,
      message: 'You have uploaded many files in a short time. Please wait 60 minutes before uploading more.',
      result: { retryAfter: 3600 },
    });
    // Another account behind the same address still uploads; the first one does again an hour later.
    expect(await checkUploadRate(2, '10.0.0.1', now)).toEqual({ ok: true });
    expect(await checkUploadRate(1, '10.0.0.1', now + 3600_000 + 1)).toEqual({ ok: true });
  });

  it('limits one IP to three times the per-account number, whatever the accounts', async () => {
    const now = Date.now();
    for (let user = 1; user <= 9; user++) expect((await checkUploadRate(user, '10.0.0.2', now)).ok).toBe(true);
    expect((await checkUploadRate(10, '10.0.0.2', now)).ok).toBe(false);
    expect((await checkUploadRate(10, '10.0.0.3', now)).ok).toBe(true);
  });

  it('is turned off with OHA_RATE_LIMIT_SCALE=0', async () => {
    process.env.OHA_RATE_LIMIT_SCALE = '0';
    resetConfigForTests();
    try {
      for (let i = 0; i < 10; i++) expect((await checkUploadRate(1, '10.0.0.4')).ok).toBe(true);
    } finally {
      delete process.env.OHA_RATE_LIMIT_SCALE;
    }
  });
});

describe('staging quota', () => {
  const text = (mb: number) => Buffer.alloc(Math.floor(mb * MB), 'Open house notes. ');

  it('refuses a file that would take the account past its quota, naming it; other accounts are not affected', async () => {
    const a = await stageUpload(1, { name: 'a.txt', bytes: text(1.2) });
    expect(a.ok).toBe(true);
    expect(await stageUpload(1, { name: 'Offer; final.txt', bytes: text(0.9) })).toEqual({
      ok: false,
      message:
        'Oops! The file (Offer; final.txt) cannot be uploaded: your files not yet saved to a listing already use 2 MB. ' +
        'Save your listing or remove files you do not need, then upload it again.',
    });
    expect((await stageUpload(2, { name: 'b.txt', bytes: text(1.5) })).ok).toBe(true);
    // Once staged files are used (or removed), there is room again.
    if (a.ok) await releaseStaged(1, [a.uploadId]);
    expect((await stageUpload(1, { name: 'Offer; final.txt', bytes: text(0.9) })).ok).toBe(true);
  });

  it('counts uploads made at the same time', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => stageUpload(3, { name: `part-${i}.txt`, bytes: text(0.8) })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
  });
});
