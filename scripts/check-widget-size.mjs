// Prints the gzip size of the widget artifacts and fails above the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'widget');
const budgets = [
  { name: 'loader', match: /^widget\.js$/, max: 2048 },
  { name: 'widget bundle', match: /^embed-.*\.js$/, max: 25 * 1024 },
];
let failed = false;
for (const b of budgets) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => b.match.test(f)) : [];
  for (const f of files) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length;
    const ok = gz <= b.max;
    if (!ok) failed = true;
    console.log(`widget size: ${b.name} ${f} ${(gz / 1024).toFixed(2)} KB gzip (budget ${(b.max / 1024).toFixed(0)} KB) ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
}
process.exit(failed ? 1 : 0);
