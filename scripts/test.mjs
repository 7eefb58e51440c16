// `npm test`: every check, the independent ones side by side (docs/testing.md).
//
// 1. The type check, the lint (ESLint, Prettier, import cycles) and the build each keep about one
//    core busy, and none needs another's result: they run at once, each one's output printed whole
//    when it ends, so the log stays readable.
// 2. The unit tests (Vitest; they keep both cores busy themselves).
// 3. The end-to-end tests (Playwright), which run the build of step 1.
// A failing step stops the run after the steps running beside it end; the exit code is non-zero.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; its output is passed through (`live`) or kept and printed at the end. */
function run(script, { live }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      if (!live) process.stdout.write(`\n> npm run ${script}\n${out}`);
      console.log(`\n${ok ? 'passed' : 'FAILED'}: npm run ${script} (${seconds} s)${signal ? ` (${signal})` : ''}`);
      resolve(ok);
    });
  });
}

async function step(scripts) {
  console.log(`\n=== ${scripts.map((s) => `npm run ${s}`).join(' | ')}`);
  const results = await Promise.all(scripts.map((s) => run(s, { live: scripts.length === 1 })));
  if (results.includes(false)) {
    console.error(`\nnpm test failed: ${scripts.filter((_, i) => !results[i]).join(', ')}`);
    process.exit(1);
  }
}

await step(['typecheck', 'lint', 'build']);
await step(['test:unit']);
await step(['test:e2e']);
