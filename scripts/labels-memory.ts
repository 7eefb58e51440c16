// Measures how much the server's memory grows when /api/labels/:lang is asked for many unique
// tags (the outside probe sent 11,732 in 45 s and the old route kept every one). Runs the real
// route loader in this process with the rate limits off (so what is measured is the cache bound,
// not the limits) and a provider whose translations are fresh strings, as a hosted model's are.
// A first round of unique tags warms the process up
// (V8's young generation and the allocator grow to their working size, about the same for 1,000
// or 40,000 requests); the figure that matters is the growth over the next COUNT unique tags.
//   node --expose-gc --import tsx scripts/labels-memory.ts [COUNT]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const count = Number(process.argv[2] ?? 10_000);
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-labels-'));
process.env.OHA_RATE_LIMIT_SCALE = '0';
delete process.env.OPENAI_API_KEY;

const { loader } = await import('../portal/app/routes/api.labels.$lang');
const { offlineProvider } = await import('../portal/app/.server/ai/offline/provider.server');
const { setProviderForTests } = await import('../portal/app/.server/ai/index.server');
setProviderForTests({
  ...offlineProvider(),
  async translateLabels(labels, language) {
    return Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, `${v} [${language}]`]));
  },
});

/** Unique tags of the probe's shape (letters, a dash, letters and digits) and valid ones. */
function* tags(n: number, round: string): Generator<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const alnum = letters + '0123456789';
  const pick = (set: string, len: number, seed: number) =>
    Array.from({ length: len }, (_, i) => set[(seed * 7919 + i * 104729 + i * i * 31) % set.length]).join('');
  const real = ['de', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'ru', 'uk', 'tr', 'ar', 'he', 'hi', 'th', 'vi', 'id'];
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) yield `${real[i % real.length]}-x-${round}${i.toString(36)}`;
    else yield `${pick(letters, 2 + (i % 2), i)}-${round}${pick(alnum, 2 + (i % 6), i)}${i.toString(36)}`.slice(0, 35);
  }
}

const gc = (globalThis as { gc?: () => void }).gc;
const settle = () => {
  gc?.();
  gc?.();
};
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const call = (lang: string) =>
  loader({ params: { lang }, context: { clientIp: '203.0.113.9' }, request: new Request('http://x/') } as never);

/** Sends n unique tags and returns the settled memory use afterwards. */
async function round(name: string, n: number) {
  const statuses = new Map<number, number>();
  let peakRss = 0;
  for (const [i, tag] of [...tags(n, name)].entries()) {
    const res = (await call(tag)) as Response;
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (i % 500 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  settle();
  const m = process.memoryUsage();
  const answers = [...statuses].map(([s, k]) => `${s}×${k}`).join(', ');
  console.log(`${n} unique tags (${answers}): rss ${mb(m.rss)} (peak ${mb(peakRss)}), heap ${mb(m.heapUsed)}`);
  return m;
}

settle();
const start = process.memoryUsage();
console.log(`start: rss ${mb(start.rss)}, heap ${mb(start.heapUsed)}`);
// The first round grows V8's young generation and the allocator to their working size (about
// the same for 1,000 or 40,000 requests); what a long-running server keeps is the growth after it.
const warm = await round('w', count);
const measured = await round('m', count);
console.log(
  `growth over the first ${count} tags: rss ${mb(warm.rss - start.rss)}, heap ${mb(warm.heapUsed - start.heapUsed)}`,
);
console.log(
  `growth over the next ${count} tags: rss ${mb(measured.rss - warm.rss)}, heap ${mb(measured.heapUsed - warm.heapUsed)}`,
);
if (!gc) console.log('(run with node --expose-gc for settled figures)');
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
