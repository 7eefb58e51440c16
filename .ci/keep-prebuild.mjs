// Keeps a native package's compiled binary in npm's cache, where its install script looks first.
//
// better-sqlite3 installs with prebuild-install, which downloads a prebuilt binary from GitHub; CI
// cannot reach GitHub, so the install compiled SQLite from source instead: minutes of every run on
// a fresh clone. prebuild-install first looks for that download in npm's cache
// (<cache>/_prebuilds, named by the download's address: package version, Node ABI, platform,
// libc, arch). After an install this writes the binary it compiled there, in the download's form
// (a .tar.gz of build/Release/*.node), so later installs unpack it; a new version or Node compiles
// once more. prebuild-install loads the unpacked binary before it accepts it.
//
// Usage (in the checkout, after npm install): npm_config_cache="$(npm config get cache)" node .ci/keep-prebuild.mjs better-sqlite3
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create } from 'tar';

const name = process.argv[2];
const dir = path.resolve('node_modules', name);
const require = createRequire(path.join(dir, 'package.json'));
const pkg = require('./package.json');
// prebuild-install's own configuration and cache naming, as its install step computes them.
const prebuild = path.dirname(require.resolve('prebuild-install/package.json'));
process.chdir(dir);
const opts = { ...require(path.join(prebuild, 'rc.js'))(pkg), pkg };
const util = require(path.join(prebuild, 'util.js'));
const cached = util.cachedPrebuild(util.getDownloadUrl(opts));
const binaries = fs.existsSync('build/Release')
  ? fs.readdirSync('build/Release').filter((f) => f.endsWith('.node') && !f.startsWith('test_'))
  : [];

if (fs.existsSync(cached)) {
  console.log(`${name}: its binary is in npm's cache (${cached})`);
} else if (binaries.length === 0) {
  console.log(`${name}: no compiled binary to keep`);
} else {
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  await create(
    { gzip: true, file: tmp, portable: true },
    binaries.map((f) => `build/Release/${f}`),
  );
  fs.renameSync(tmp, cached);
  console.log(`${name}: kept its compiled binary in npm's cache (${cached})`);
}
