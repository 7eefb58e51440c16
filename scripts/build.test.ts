// npm start's build step: concurrent starts build once and never see half a build; an up-to-date
// build is used as it is; a source newer than the build makes it stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { build, ensureBuild, newestInput, staleReason } from './build.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function tmpBuildDir() {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-build-test-'));
  dirs.push(parent);
  return path.join(parent, 'build');
}

/** A fake build that takes a while and writes its files one by one. */
function slowMake(log: string[]) {
  return async (tmp: string) => {
    log.push('build');
    fs.mkdirSync(tmp, { recursive: true });
    for (const f of ['a.js', 'b.js', 'server.js']) {
      await new Promise((r) => setTimeout(r, 60));
      fs.writeFileSync(path.join(tmp, f), f);
    }
  };
}

it('two concurrent starts build once, and both get the complete build', async () => {
  const dir = tmpBuildDir();
  const log: string[] = [];
  const partial: string[] = [];
  // A reader polling the build folder, as a third start would: it sees nothing or everything.
  const watch = setInterval(() => {
    if (!fs.existsSync(dir)) return;
    const files = fs.readdirSync(dir);
    if (!files.includes('server.js') || !files.includes('.build-info.json')) partial.push(files.join(','));
  }, 5);
  const [a, b] = await Promise.all([
    ensureBuild(dir, { make: slowMake(log) }),
    ensureBuild(dir, { make: slowMake(log) }),
  ]);
  clearInterval(watch);
  expect([a, b]).toEqual([dir, dir]);
  expect(log).toEqual(['build']);
  expect(partial).toEqual([]);
  expect(fs.readdirSync(dir).sort()).toEqual(['.build-info.json', 'a.js', 'b.js', 'server.js']);
  expect(fs.readdirSync(path.dirname(dir)).sort()).toEqual(['build']); // no temp or lock left
  expect(staleReason(dir)).toBe('');
});

it('an up-to-date build is used as it is; an older one is rebuilt and replaced', async () => {
  const dir = tmpBuildDir();
  const log: string[] = [];
  await build(dir, { make: slowMake(log) });
  await ensureBuild(dir, { make: slowMake(log) });
  expect(log).toEqual(['build']);

  // Pretend the build started before the newest source was saved.
  fs.writeFileSync(path.join(dir, '.build-info.json'), JSON.stringify({ startedAt: newestInput() - 1 }));
  fs.writeFileSync(path.join(dir, 'leftover.js'), 'old');
  expect(staleReason(dir)).toMatch(/sources changed/);
  await ensureBuild(dir, { make: slowMake(log) });
  expect(log).toEqual(['build', 'build']);
  expect(fs.existsSync(path.join(dir, 'leftover.js'))).toBe(false);
  expect(staleReason(dir)).toBe('');
});

it('a failed build leaves the previous build in place', async () => {
  const dir = tmpBuildDir();
  await build(dir, { make: slowMake([]) });
  await expect(
    build(dir, {
      make: () => {
        throw new Error('compile error');
      },
    }),
  ).rejects.toThrow('compile error');
  expect(fs.readdirSync(dir)).toContain('server.js');
  expect(fs.readdirSync(path.dirname(dir)).sort()).toEqual(['build']);
});

it('a lock left by a process that died is taken over', async () => {
  const dir = tmpBuildDir();
  fs.mkdirSync(`${dir}.lock`);
  fs.writeFileSync(path.join(`${dir}.lock`, 'pid'), '999999999');
  await build(dir, { make: slowMake([]) });
  expect(fs.existsSync(path.join(dir, 'server.js'))).toBe(true);
});
