// The default store: each key is a file at DATA_DIR/<key>, the layout installations have always
// had (DATA_DIR/files/<listingId>/..., DATA_DIR/staging/<userId>/...). For one instance: a second
// instance on another machine would not see these files (use the S3 driver there).
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, assertPrefix, type Storage, type StoredObject } from './interface.server';

const missing = (e: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((e as NodeJS.ErrnoException)?.code ?? '');

export function fsStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  /** The key's folder when it is empty, below the top folder (files/12 goes with its last file). */
  async function removeEmptyParent(key: string): Promise<void> {
    const parts = key.replace(/\/$/, '').split('/');
    if (parts.length < 3) return;
    await fs.rmdir(path.join(root, ...parts.slice(0, -1))).catch(() => undefined); // only when empty
  }

  /** Makes `file`'s folder and runs `fn`; once more if a clean-up removed the folder in between. */
  async function intoFolder(file: string, fn: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        return await fn();
      } catch (e) {
        if (attempt > 0 || (e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<StoredObject> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (missing(e)) return;
      throw e;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(file, `${keyPrefix}${entry.name}/`);
      } else if (entry.isFile()) {
        const st = await fs.stat(file).catch(() => null); // removed meanwhile: not listed
        if (st) yield { key: `${keyPrefix}${entry.name}`, size: st.size, modifiedMs: st.mtimeMs };
      }
    }
  }

  return {
    kind: 'fs',
    shared: false,
    describe: () => `files in ${root}`,
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    async put(key, bytes) {
      const file = fileOf(key);
      await intoFolder(file, () => fs.writeFile(file, bytes));
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async move(from, to) {
      const [source, target] = [fileOf(from), fileOf(to)];
      await fs.access(source); // a missing source is an error of its own, not a missing folder
      await intoFolder(target, () => fs.rename(source, target));
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
      await removeEmptyParent(key);
    },
    async deletePrefix(prefix) {
      assertPrefix(prefix);
      if (!prefix) throw new Error('refusing to delete everything');
      await fs.rm(path.join(root, ...prefix.slice(0, -1).split('/')), { recursive: true, force: true });
      await removeEmptyParent(prefix);
    },
    list(prefix) {
      assertPrefix(prefix);
      const dir = prefix ? path.join(root, ...prefix.slice(0, -1).split('/')) : root;
      return walk(dir, prefix);
    },
  };
}
