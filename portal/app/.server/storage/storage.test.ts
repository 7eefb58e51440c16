// The storage drivers against one set of rules: the filesystem driver on a temporary DATA_DIR, the
// S3 driver against a real S3-compatible server (s3rver) started here, with and without S3_PREFIX.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsStorage } from './fs-storage.server';
import type { Storage } from './interface.server';
import { s3Storage } from './s3-storage.server';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';

let s3: S3TestServer;
let strict: S3TestServer;
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3TestServer();
  strict = await startS3TestServer({ strictSignatures: true });
});
afterAll(async () => {
  await s3?.stop();
  await strict?.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tmpDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-storage-'));
  dirs.push(d);
  return d;
}

let n = 0;
const drivers: Array<[string, () => Storage]> = [
  ['filesystem', () => fsStorage(tmpDir())],
  // Each test its own prefix in the one bucket, so tests never see each other's objects.
  ['S3', () => s3Storage(s3.settings(`t${++n}`))],
];

async function keys(store: Storage, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const o of store.list(prefix)) out.push(o.key);
  return out.sort();
}

describe.each(drivers)('%s storage', (_name, make) => {
  it('keeps bytes exactly, under keys with spaces, accents and CJK names', async () => {
    const store = make();
    await store.check();
    const bytes = Buffer.from([0, 255, 1, 254, ...Buffer.from('%PDF-1.7 hello')]);
    const keysIn = ['files/7/12-Floor plan é.pdf', 'files/7/13-樓層圖 #2.pdf', 'staging/3/abc.bin'];
    for (const k of keysIn) await store.put(k, bytes);
    for (const k of keysIn) expect((await store.get(k))?.equals(bytes)).toBe(true);
    expect(await store.get('files/7/nothing.pdf')).toBeNull();
    // Replacing an object keeps the new bytes only.
    await store.put('staging/3/abc.bin', Buffer.from('second'));
    expect((await store.get('staging/3/abc.bin'))?.toString()).toBe('second');
  });

  it('lists every object under a prefix with its size and time, and nothing else', async () => {
    const store = make();
    const before = Date.now() - 5000;
    await store.put('files/1/a.txt', Buffer.from('aaa'));
    await store.put('files/1/sub/b.txt', Buffer.from('bb'));
    await store.put('files/10/c.txt', Buffer.from('c'));
    await store.put('staging/1/d.bin', Buffer.from('dddd'));
    expect(await keys(store, 'files/1/')).toEqual(['files/1/a.txt', 'files/1/sub/b.txt']);
    expect(await keys(store, 'files/')).toEqual(['files/1/a.txt', 'files/1/sub/b.txt', 'files/10/c.txt']);
    expect(await keys(store, 'files/2/')).toEqual([]);
    const listed = [];
    for await (const o of store.list('staging/')) listed.push(o);
    expect(listed).toEqual([{ key: 'staging/1/d.bin', size: 4, modifiedMs: expect.any(Number) }]);
    expect(listed[0]!.modifiedMs).toBeGreaterThan(before);
  });

  it('moves an object (the old key is gone) and replaces the target', async () => {
    const store = make();
    await store.put('files/.tmp/b1/0', Buffer.from('new bytes'));
    await store.put('files/4/9-a é.pdf', Buffer.from('old bytes'));
    await store.move('files/.tmp/b1/0', 'files/4/9-a é.pdf');
    expect((await store.get('files/4/9-a é.pdf'))?.toString()).toBe('new bytes');
    expect(await store.get('files/.tmp/b1/0')).toBeNull();
    await expect(store.move('files/.tmp/b1/0', 'files/4/x')).rejects.toThrow();
  });

  it('deletes one object, or everything under a prefix, and a missing one quietly', async () => {
    const store = make();
    await store.put('files/5/a', Buffer.from('a'));
    await store.put('files/5/b', Buffer.from('b'));
    await store.put('files/50/c', Buffer.from('c'));
    await store.delete('files/5/a');
    await store.delete('files/5/a');
    expect(await keys(store, 'files/')).toEqual(['files/5/b', 'files/50/c']);
    await store.deletePrefix('files/5/');
    await store.deletePrefix('files/6/');
    // files/50 shares the characters "files/5" but not the folder.
    expect(await keys(store, 'files/')).toEqual(['files/50/c']);
  });

  it('refuses keys that are not plain relative paths', async () => {
    const store = make();
    for (const bad of ['', '/files/1', 'files/../oha.sqlite', 'files//x', 'files\\x', './x'])
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    expect(() => store.list('files')).toThrow(/not a storage prefix/);
    await expect(store.deletePrefix('')).rejects.toThrow();
  });
});

describe('filesystem storage', () => {
  it('is the DATA_DIR layout: a key is the path under DATA_DIR', async () => {
    const dir = tmpDir();
    const store = fsStorage(dir);
    await store.put('files/3/4-plan.pdf', Buffer.from('x'));
    expect(fs.readFileSync(path.join(dir, 'files', '3', '4-plan.pdf'), 'utf8')).toBe('x');
    // The listing's folder goes with its last file.
    await store.delete('files/3/4-plan.pdf');
    expect(fs.existsSync(path.join(dir, 'files', '3'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'files'))).toBe(true);
  });
});

describe('S3 storage', () => {
  it('signs its requests with the configured keys: a strict server takes them, and refuses wrong ones', async () => {
    const good = s3Storage(strict.settings());
    await good.put('files/1/a.txt', Buffer.from('signed'));
    expect((await good.get('files/1/a.txt'))?.toString()).toBe('signed');
    await good.move('files/1/a.txt', 'files/1/b é.txt');
    expect((await good.get('files/1/b é.txt'))?.toString()).toBe('signed');
    await good.delete('files/1/b é.txt');

    const wrong = s3Storage({ ...strict.settings(), credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'nope' } });
    await expect(wrong.put('files/1/c.txt', Buffer.from('x'))).rejects.toThrow(/signature/i);
  });

  it('keeps objects under S3_PREFIX, invisible to a store with another prefix', async () => {
    const a = s3Storage(s3.settings('install-a/'));
    const b = s3Storage(s3.settings('install-b/'));
    await a.put('files/1/x', Buffer.from('a'));
    expect(await keys(b, 'files/')).toEqual([]);
    expect(await keys(a, 'files/')).toEqual(['files/1/x']);
    expect(fs.existsSync(path.join(s3.directory, s3.bucket, 'install-a', 'files', '1'))).toBe(true);
  });

  it('names the problem at boot when the bucket cannot be used', async () => {
    await expect(s3Storage({ ...s3.settings(), bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /S3 bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used: no such bucket/,
    );
  });
});
