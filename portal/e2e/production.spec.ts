// A production install: the build copied into an empty folder with package.json and the lockfile,
// `npm ci --omit=dev` (no devDependencies), then the compiled server run by plain node. A run-time
// import of a devDependency (as jsdom once was) fails this test instead of a deployment.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, freePort, test } from './fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');
const SCAN = path.join(ROOT, 'portal/app/.server/ingest/fixtures/scanned-text.pdf');

/**
 * The compiled document reader (build/extract-worker.js, what the server's pool runs) reads a
 * scanned PDF in the installed folder: tesseract.js, its language data and the canvas must be
 * run-time dependencies.
 */
function readScanWithCompiledWorker(cwd: string) {
  const script = `
    import fs from 'node:fs';
    import { Worker } from 'node:worker_threads';
    import { pathToFileURL } from 'node:url';
    const worker = new Worker(pathToFileURL('build/extract-worker.js'));
    const bytes = new Uint8Array(fs.readFileSync(${JSON.stringify(SCAN)}));
    const chunks = [];
    worker.on('message', (m) => {
      if (m.id !== 1 || m.progress) return;
      // A document's chunks arrive in parts before its result.
      if (m.part) return chunks.push(...m.part.chunks);
      const r = m.result ?? { error: m.error };
      console.log(JSON.stringify({ ...r, text: chunks.map((c) => c.text).join(' '), chunks: undefined, facts: undefined }));
      process.exit(0);
    });
    worker.postMessage({ id: 1, bytes, kind: 'pdf', meta: { fileName: 'scan.pdf', isExtraInfo: false }, progress: false });
  `;
  // A file, not `-e`: a worker inherits the flags, and `--input-type` is refused in one.
  fs.writeFileSync(path.join(cwd, 'read-scan.mjs'), script);
  return spawnSync(process.execPath, ['read-scan.mjs'], {
    cwd,
    encoding: 'utf8',
    timeout: 180_000,
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
  });
}

let dir = '';
let server: ChildProcess | undefined;

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the build installed with --omit=dev in an empty folder serves the demo chat and answers', async ({ page }) => {
  test.setTimeout(600_000); // an npm install on a busy machine
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-prod-'));
  fs.cpSync(BUILD, path.join(dir, 'build'), { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));

  // --ignore-scripts: the only install script among the run-time packages compiles better-sqlite3's
  // addon (minutes); the addon this checkout built is copied instead (same version, by the lockfile).
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);
  fs.cpSync(path.join(ROOT, 'node_modules/better-sqlite3/build'), path.join(dir, 'node_modules/better-sqlite3/build'), {
    recursive: true,
  });
  for (const dev of ['vite', 'vitest', '@remix-run/dev', '@playwright/test']) {
    expect(fs.existsSync(path.join(dir, 'node_modules', dev)), `${dev} is a devDependency`).toBe(false);
  }

  const scan = readScanWithCompiledWorker(dir);
  expect(scan.status, `${scan.stdout}\n${scan.stderr}`).toBe(0);
  const read = JSON.parse(scan.stdout.trim().split('\n').pop()!) as { ok: boolean; ocrPages?: number; text?: string };
  expect(read, scan.stderr).toMatchObject({ ok: true, ocrPages: 2 });
  expect(read.text).toContain('two beehives on the roof garden');

  const port = await freePort();
  let out = '';
  server = spawn(process.execPath, [path.join(dir, 'build', 'server.js')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: `http://localhost:${port}`,
      OHA_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (out += d));
  server.stderr!.on('data', (d) => (out += d));
  await expect
    .poll(() => (server!.exitCode === null ? /listening on port/.test(out) : `exited:\n${out}`), { timeout: 60_000 })
    .toBe(true);
  const chatUrl = /demo chat: (\S+)/.exec(out)?.[1];
  expect(chatUrl, out).toBeTruthy();

  await page.goto(chatUrl!);
  await page.getByRole('combobox').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Submit' }).click();
  // The demo assistant has several listings: picking one unlocks the input and answers once.
  const likes = page.getByRole('button', { name: 'Helpful', exact: true });
  await page.getByRole('group', { name: 'Please select a listing:' }).getByRole('button').first().click();
  await expect(likes).toHaveCount(1, { timeout: 60_000 });
  const message = page.getByRole('textbox', { name: 'Your message' });
  // An e-mail address in the question makes the answer go through marked and DOMPurify (jsdom).
  await message.fill('Can the agent write to me at visitor@example.com about the price?');
  await message.press('Enter');
  await expect(likes).toHaveCount(2, { timeout: 60_000 });
  expect(out).not.toMatch(/Cannot find (module|package)|ERR_MODULE_NOT_FOUND/);
});
