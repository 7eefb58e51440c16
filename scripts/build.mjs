// Builds the app (Remix app, widget, kiosk, compiled server) into BUILD_DIR (default ./build).
//
// A build is written into a temporary sibling folder and renamed into place, under a lock, so a
// server starting meanwhile never reads half a build and two builds never race. `npm start` calls
// ensureBuild(), which builds only when the build is missing or older than the sources.
//
// Usage: node scripts/build.mjs          build now (npm run build)
//        import { ensureBuild } from './build.mjs'
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INFO = '.build-info.json';

/** What a build is made from; a change to any of these (tests aside) makes the build stale. */
const INPUTS = [
  'portal/app',
  'portal/public',
  'portal/server.ts',
  'widget/src',
  'db',
  'i18n',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.config.widget.ts',
  'vite.config.kiosk.ts',
  'vite.config.server.ts',
  'scripts/build.mjs',
  'scripts/check-widget-size.mjs',
];
const NOT_INPUT = /(?:\.test\.[cm]?[jt]sx?|\.spec\.[jt]s)$|^(?:e2e|recordings|node_modules)$/;

export function buildDirectory() {
  return path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');
}

/** The newest modification time among the build's inputs (ms). */
export function newestInput() {
  let newest = 0;
  const visit = (p) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!NOT_INPUT.test(name)) visit(path.join(p, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const input of INPUTS) visit(path.join(ROOT, input));
  return newest;
}

/** Why the build in `dir` cannot be used as it is, or '' when it is complete and up to date. */
export function staleReason(dir = buildDirectory()) {
  let info;
  try {
    info = JSON.parse(fs.readFileSync(path.join(dir, INFO), 'utf8'));
  } catch {
    return 'no build yet';
  }
  // The start time of the build, so a source saved while it ran still counts as newer.
  if (newestInput() > info.startedAt) return 'sources changed since the last build';
  return '';
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** A lock folder beside the build (mkdir is atomic); a lock left by a dead process is taken over. */
async function withLock(dir, fn) {
  const lock = `${dir}.lock`;
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let pid = 0;
      let age = 0;
      try {
        age = Date.now() - fs.statSync(lock).mtimeMs;
        pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        /* the lock was just created (no pid yet) or just released */
      }
      if ((pid && !alive(pid)) || (!pid && age > 10_000)) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) console.log(`build: waiting for the build already running${pid ? ` (pid ${pid})` : ''}`);
      told = true;
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function run(args, env) {
  const bin = path.join(ROOT, 'node_modules', '.bin', args[0]);
  const cmd = args[0] === 'node' ? process.execPath : bin;
  const r = spawnSync(cmd, args.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`build: \`${args.join(' ')}\` failed (exit ${r.status ?? r.signal})`);
}

function buildInto(tmp) {
  const env = { BUILD_DIR: tmp };
  run(['remix', 'vite:build'], env);
  run(['vite', 'build', '-c', 'vite.config.widget.ts'], env);
  run(['node', 'scripts/check-widget-size.mjs', path.join(tmp, 'widget')], env);
  run(['vite', 'build', '-c', 'vite.config.kiosk.ts'], env);
  run(['vite', 'build', '-c', 'vite.config.server.ts'], env);
  // The demo's sample documents, found by the compiled server beside itself (demo-assistant.server.ts).
  fs.cpSync(path.join(ROOT, 'portal/app/.server/demo/samples'), path.join(tmp, 'samples'), { recursive: true });
}

/**
 * Builds into a temporary folder and renames it into place; returns the build folder.
 * `make(tmp)` writes the build (the tests pass a small fake one).
 */
export async function build(dir = buildDirectory(), { onlyIfStale = false, make = buildInto } = {}) {
  return withLock(dir, async () => {
    if (onlyIfStale && !staleReason(dir)) return dir;
    const startedAt = Date.now();
    const tmp = `${dir}-tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    try {
      await make(tmp);
      fs.writeFileSync(path.join(tmp, INFO), JSON.stringify({ startedAt, node: process.version }) + '\n');
      // Two renames: a folder cannot replace a non-empty one in one step. The old build is moved
      // aside first and removed after, so the gap without a build lasts only between the renames.
      const old = `${dir}-old-${process.pid}`;
      if (fs.existsSync(dir)) fs.renameSync(dir, old);
      fs.renameSync(tmp, dir);
      fs.rmSync(old, { recursive: true, force: true });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    return dir;
  });
}

/** The build folder, built first only when it is missing or older than the sources. */
export async function ensureBuild(dir = buildDirectory(), { make = buildInto } = {}) {
  const reason = staleReason(dir);
  if (!reason) return dir;
  console.log(`build: ${reason}; building into ${path.relative(process.cwd(), dir) || dir}`);
  return build(dir, { onlyIfStale: true, make });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build().catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
}
