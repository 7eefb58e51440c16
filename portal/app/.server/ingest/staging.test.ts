import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config.server';
import { purgeStaging, releaseStaged, stageUpload, STAGING_TTL_MS, takeStaged } from './staging.server';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-staging-'));
  process.env.DATA_DIR = dir;
  resetConfigForTests();
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  resetConfigForTests();
});

describe('stageUpload', () => {
  it('keeps a valid file for its user only', async () => {
    const r = await stageUpload(7, { name: 'C:\\Users\\me\\Feature Sheet.PDF', bytes: fixture('feature-sheet.pdf') });
    if (!r.ok) throw new Error(r.message);
    expect(r.name).toBe('Feature Sheet.PDF');
    expect(r.size).toBe(fixture('feature-sheet.pdf').length);
    expect(await takeStaged(8, [r.uploadId])).toEqual([]);
    const [f] = await takeStaged(7, [r.uploadId, 'not-an-id', '../../etc/passwd', 'a'.repeat(32)]);
    expect(f).toMatchObject({ uploadId: r.uploadId, name: 'Feature Sheet.PDF', kind: 'pdf' });
    expect(f!.bytes.equals(fixture('feature-sheet.pdf'))).toBe(true);
    await releaseStaged(7, [r.uploadId]);
    expect(await takeStaged(7, [r.uploadId])).toEqual([]);
  });

  it('refuses a renamed binary, a wrong extension and a file over the limit with the spec texts', async () => {
    expect(await stageUpload(1, { name: 'photo.pdf', bytes: fixture('renamed-binary.pdf') })).toEqual({
      ok: false,
      message: 'Oops! The file (photo.pdf) has an invalid format. Please upload a pdf, doc, docx, or txt file.',
    });
    expect(await stageUpload(1, { name: 'sheet.txt', bytes: fixture('feature-sheet.pdf') })).toMatchObject({
      ok: false,
    });
    expect(await stageUpload(1, { name: 'run.exe', bytes: Buffer.from('hello') })).toEqual({
      ok: false,
      message: 'Oops! The file (run.exe) has an invalid format. Please upload a pdf, doc, docx, or txt file.',
    });
    const big = Buffer.alloc(Math.floor(16.5 * 1024 * 1024) + 1, 0x61);
    expect(await stageUpload(1, { name: 'big.txt', bytes: big })).toEqual({
      ok: false,
      message: 'Oops! The file (big.txt) is too large. Please select a file smaller than 15 MB.',
    });
    expect(fs.existsSync(path.join(dir, 'staging', '1'))).toBe(false);
  });

  it('purges staged files older than 24 hours', async () => {
    const r = await stageUpload(3, { name: 'a.txt', bytes: Buffer.from('Open house on Sunday.') });
    if (!r.ok) throw new Error(r.message);
    expect(await purgeStaging(Date.now())).toBe(0);
    expect(await purgeStaging(Date.now() + STAGING_TTL_MS + 60_000)).toBe(2);
    expect(await takeStaged(3, [r.uploadId])).toEqual([]);
  });
});
