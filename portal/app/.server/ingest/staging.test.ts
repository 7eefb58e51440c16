import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config.server';
import { s3Storage } from '../storage/s3-storage.server';
import { useStorageForTests } from '../storage/storage.server';
import {
  purgeStaging,
  releaseStaged,
  StaleUploadError,
  stageUpload,
  STAGING_TTL_MS,
  takeStaged,
  withStaged,
} from './staging.server';

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
    expect(await takeStaged(8, [r.uploadId])).toEqual({ staged: [], missing: [r.uploadId] });
    const taken = await takeStaged(7, [r.uploadId, 'not-an-id', '../../etc/passwd', 'a'.repeat(32)]);
    expect(taken.missing).toEqual(['not-an-id', '../../etc/passwd', 'a'.repeat(32)]);
    const [f] = taken.staged;
    expect(f).toMatchObject({ uploadId: r.uploadId, name: 'Feature Sheet.PDF', kind: 'pdf' });
    expect(f!.bytes.equals(fixture('feature-sheet.pdf'))).toBe(true);
    await releaseStaged(7, [r.uploadId]);
    expect((await takeStaged(7, [r.uploadId])).staged).toEqual([]);
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

  it('names WordPerfect for a WordPerfect file saved as .doc, and takes a text file saved as .doc', async () => {
    const wp = Buffer.concat([Buffer.from([0xff, 0x57, 0x50, 0x43, 0x10, 0, 0, 0, 1, 0x0a]), Buffer.alloc(200)]);
    expect(await stageUpload(1, { name: 'Disclosure.doc', bytes: wp })).toEqual({
      ok: false,
      message:
        'Oops! The file (Disclosure.doc) is a WordPerfect document. Please save it as docx or PDF in WordPerfect and upload that.',
    });
    const r = await stageUpload(1, { name: 'Notes.doc', bytes: Buffer.from('Roof replaced in 2019.\n') });
    if (!r.ok) throw new Error(r.message);
    expect((await takeStaged(1, [r.uploadId])).staged[0]).toMatchObject({ kind: 'txt' });
  });

  it('refuses an empty file of any allowed type, and a text file of blanks, with the same text', async () => {
    for (const name of ['empty.pdf', 'Offer; final.docx', 'notes.doc', 'notes.txt']) {
      expect(await stageUpload(1, { name, bytes: Buffer.alloc(0) })).toEqual({
        ok: false,
        message: `The file (${name}) is empty.`,
      });
    }
    expect(await stageUpload(1, { name: 'blank.txt', bytes: Buffer.from('\ufeff  \r\n\t\n', 'utf8') })).toEqual({
      ok: false,
      message: 'The file (blank.txt) is empty.',
    });
    expect(await stageUpload(1, { name: 'empty.txt', bytes: fixture('empty.txt') })).toMatchObject({ ok: false });
    expect(fs.existsSync(path.join(dir, 'staging', '1'))).toBe(false);
  });

  it('cleans the name: control characters and path parts go', async () => {
    const r = await stageUpload(5, { name: '..\\a/price=450k\u0000.pdf', bytes: fixture('feature-sheet.pdf') });
    expect(r).toMatchObject({ ok: true, name: 'price=450k.pdf' });
  });

  it('stages a Windows-1252 text file', async () => {
    expect(await stageUpload(5, { name: 'fiche.txt', bytes: fixture('win1252.txt') })).toMatchObject({ ok: true });
  });

  it('purges staged files older than 24 hours', async () => {
    const r = await stageUpload(3, { name: 'a.txt', bytes: Buffer.from('Open house on Sunday.') });
    if (!r.ok) throw new Error(r.message);
    expect(await purgeStaging(Date.now())).toBe(0);
    expect(await purgeStaging(Date.now() + STAGING_TTL_MS + 60_000)).toBe(2);
    expect((await takeStaged(3, [r.uploadId])).staged).toEqual([]);
  });
});

describe('withStaged: no silent success', () => {
  const stageOk = async (userId: number, name: string) => {
    const r = await stageUpload(userId, { name, bytes: Buffer.from(`Notes in ${name}.`) });
    if (!r.ok) throw new Error(r.message);
    return r.uploadId;
  };

  it('refuses an unknown, a foreign or an expired upload, naming the file, and runs nothing', async () => {
    const mine = await stageOk(1, 'kept.txt');
    const foreign = await stageOk(2, 'theirs.txt');
    let ran = false;
    const err = await withStaged(
      1,
      { uploadIds: [mine, foreign, 'f'.repeat(32)], uploadNames: ['kept.txt', 'Offer; final.pdf', 'gone\u0000.pdf'] },
      async () => (ran = true),
    ).catch((e: unknown) => e);
    expect(ran).toBe(false);
    expect(err).toBeInstanceOf(StaleUploadError);
    expect(err).toMatchObject({
      code: 'INVALID',
      status: 409,
      uploadIds: [foreign, 'f'.repeat(32)],
      message:
        'The file (Offer; final.pdf) is no longer available. Please remove it and upload it again. ' +
        'The file (gone.pdf) is no longer available. Please remove it and upload it again.',
    });
    // Nothing was used up: the agent's own upload is still there for the next try.
    expect((await takeStaged(1, [mine])).staged).toHaveLength(1);
    expect((await takeStaged(2, [foreign])).staged).toHaveLength(1);
  });

  it('treats an upload older than 24 hours as gone even before the purge', async () => {
    const id = await stageOk(4, 'old.txt');
    const later = Date.now() + STAGING_TTL_MS + 1000;
    expect(await takeStaged(4, [id], later)).toEqual({ staged: [], missing: [id] });
  });

  it('names a file the form did not name as "file", and runs with every upload present', async () => {
    await expect(withStaged(1, { uploadIds: ['a'.repeat(32)] }, async () => 1)).rejects.toThrow(
      'The file (file) is no longer available.',
    );
    const id = await stageOk(1, 'ok.txt');
    const names = await withStaged(1, { uploadIds: [id] }, async (files) => files.map((f) => f.name));
    expect(names).toEqual(['ok.txt']);
    expect((await takeStaged(1, [id])).staged).toEqual([]); // released after use
  });
});

describe('staging on a store that cannot be reached', () => {
  afterEach(() => useStorageForTests(undefined));

  it('fails the form instead of calling the uploads gone (they may well still be there)', async () => {
    const r = await stageUpload(5, { name: 'kept.txt', bytes: Buffer.from('Notes.') });
    if (!r.ok) throw new Error(r.message);
    const id = r.uploadId;
    // An S3 endpoint nothing listens on.
    useStorageForTests(
      s3Storage({
        kind: 's3',
        bucket: 'unreachable',
        prefix: '',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        forcePathStyle: true,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      }),
    );
    const err = await takeStaged(5, [id]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(StaleUploadError);
    useStorageForTests(undefined);
    expect((await takeStaged(5, [id])).staged).toHaveLength(1);
  });
});
