// npm run oha -- bench [--duration S] [--connections N] [--dataset DIR] [--pdf-pages N] [--big-pages N]
// npm run oha -- bench --instances N [--duration S] [--visitors N]: several instances on PostgreSQL
// behind HAProxy, with faults (bench-instances.ts).
// Loads the dev set into a temporary DATA_DIR (measuring ingestion), starts the real server
// (the compiled server in BUILD_DIR, default "build"; run `npm run build` first) on
// loopback with rate limits off, drives POST /api/chat with concurrent simulated visitors for a
// fixed time via autocannon, and prints answers per second, p50/p99 latency and errors. Then it
// adds a many-page text PDF to a listing through the server (its job queue and extraction pool)
// and prints pages per second; then, while a 2,500-page one is read into that listing, a chat
// question about that listing and a load of its page are each started every 200 ms (open loop)
// and their latency printed; last, the dataset's questions are asked about that listing one at a
// time (the cost of an answer on a listing with a 2,500-page document). It prints figures; it
// asserts nothing.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addFilesOverHttp,
  cpuSeconds,
  formatLatency,
  openLoopWhile,
  probeWhile,
  summarize,
  waitForDocument,
  type StagedDocument,
} from '../lib/bench-documents';
import type { Dataset } from '../lib/load-dataset';
import { manyPagePdf } from '../lib/many-page-pdf';
import { arg, freePort } from '../lib/command-args';

/**
 * The server loads its answer engine and its readers once, at start (the pool's workers warm up);
 * the bench does the same before timing ingestion, which it runs in-process: one file per kind.
 */
async function warmReaders(datasetDir: string, dataset: Dataset): Promise<void> {
  const { getProvider } = await import('../../portal/app/.server/ai/index.server');
  getProvider();
  const { readDocument } = await import('../../portal/app/.server/ingest/read-document.server');
  const meta = { fileName: 'warm-up', isExtraInfo: false };
  await readDocument(manyPagePdf(2), 'pdf', meta);
  const files = dataset.assistants.flatMap((a) => a.listings.flatMap((l) => l.files));
  for (const kind of ['docx', 'doc'] as const) {
    const file = files.find((f) => f.toLowerCase().endsWith(`.${kind}`));
    if (file) await readDocument(fs.readFileSync(path.join(datasetDir, file)), kind, meta);
  }
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--instances')) return (await import('./bench-instances')).runInstances(args);
  const duration = Number(arg(args, '--duration', '20'));
  const connections = Number(arg(args, '--connections', '16'));
  const pdfPages = Number(arg(args, '--pdf-pages', '1000'));
  const bigPages = Number(arg(args, '--big-pages', '2500'));
  const datasetDir = path.resolve(arg(args, '--dataset', path.resolve('scripts/fixtures/eval-dev')));
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server.js'))) {
    console.error(
      `bench: no build in ${buildDir}; run \`BUILD_DIR=${path.relative(process.cwd(), buildDir)} npm run build\` first`,
    );
    return 2;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-bench-'));
  process.env.DATA_DIR = dataDir;
  process.env.OHA_DEMO = '0';
  process.env.OHA_RATE_LIMIT_SCALE = '0';
  delete process.env.OPENAI_API_KEY;

  let server: ReturnType<typeof spawn> | undefined;
  try {
    const { loadDataset, readDataset } = await import('../lib/load-dataset');
    await warmReaders(datasetDir, readDataset(datasetDir).dataset);
    const loaded = await loadDataset(datasetDir);
    const secs = loaded.stats.ms / 1000;
    console.log(
      `ingestion (in-process, readers loaded): ${loaded.stats.files} files, ${loaded.stats.pages} pages, ${(loaded.stats.bytes / 1e6).toFixed(2)} MB in ${secs.toFixed(2)} s ` +
        `= ${(loaded.stats.pages / secs).toFixed(1)} pages/s, ${(loaded.stats.bytes / 1e6 / secs).toFixed(2)} MB/s; ` +
        `CPU ${(loaded.stats.cpuMs / 1000).toFixed(2)} s = ${(loaded.stats.pages / (loaded.stats.cpuMs / 1000)).toFixed(0)} pages per CPU-second`,
    );
    // The documents measured later go to the first listing, added by its agent through the server.
    const { stageUpload } = await import('../../portal/app/.server/ingest/staging.server');
    const { createSession } = await import('../../portal/app/.server/auth/session.server');
    const [firstAssistant] = loaded.assistants.values();
    const [firstListing] = loaded.listings.values();
    if (!firstAssistant || firstListing === undefined) throw new Error('the dataset has no listing');
    const stage = async (pages: number, seed: number): Promise<StagedDocument> => {
      const bytes = manyPagePdf(pages, { seed });
      const r = await stageUpload(firstAssistant.userId, { name: `bench-${pages}-pages.pdf`, bytes });
      if (!r.ok) throw new Error(`staging a ${pages}-page pdf: ${r.message}`);
      return { listingId: firstListing, uploadId: r.uploadId, pages };
    };
    const throughputDoc = await stage(pdfPages, 1);
    const bigDoc = await stage(bigPages, 2);
    const cookie = (await createSession(firstAssistant.userId)).split(';')[0]!;
    const { opened } = await import('../../portal/app/.server/db.server');
    opened().sqlite.close();

    const port = await freePort();
    // OHA_BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
    const nodeArgs = (process.env.OHA_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, path.join(buildDir, 'server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        BUILD_DIR: buildDir,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        OHA_RATE_LIMIT_SCALE: '0',
        OHA_DEMO: '0',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let serverLog = '';
    server.stderr!.on('data', (d) => (serverLog += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${serverLog}`)), 60_000);
      server!.stdout!.on('data', (d: Buffer) => {
        if (/listening on port/.test(d.toString())) {
          clearTimeout(timer);
          resolve();
        }
      });
      server!.on('exit', (code) => reject(new Error(`server exited (${code}):\n${serverLog}`)));
    });

    // Each simulated visitor asks the dataset's questions in turn, with the question's language and
    // listing filter; every request is its own session, like a fresh visitor.
    const bodies = loaded.questions.map((q) =>
      JSON.stringify({
        pathname: loaded.assistants.get(q.assistant)!.pathname,
        sessionId: null,
        message: q.question,
        language: q.lang,
        selectedListingIds: q.selected?.map((k) => loaded.listings.get(k)!) ?? null,
      }),
    );
    let next = 0;
    const url = `http://127.0.0.1:${port}`;
    const ask = (body: string) =>
      fetch(`${url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
    // Warm-up (module loading, prepared statements, listing caches), not measured.
    for (const body of bodies.slice(0, 20)) {
      await fetch(`${url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    }
    const chatCpuBefore = cpuSeconds(server.pid);
    const result = await autocannon({
      url,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/chat',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const ok = result['2xx'];
    const errors = result.errors + result.timeouts + result.non2xx;
    // CPU per answer (all the server's threads) depends much less on other processes than answers/s.
    const chatCpu = chatCpuBefore === null ? null : cpuSeconds(server.pid)! - chatCpuBefore;
    console.log(
      `chat: ${connections} visitors for ${duration} s: ${(ok / duration).toFixed(1)} answers/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors} (${result.non2xx} non-2xx, ${result.timeouts} timeouts)` +
        (chatCpu && ok ? `; server CPU ${((1000 * chatCpu) / ok).toFixed(1)} ms per answer (all threads)` : ''),
    );

    const dbFile = path.join(dataDir, 'oha.sqlite');
    const started = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    await addFilesOverHttp(url, cookie, throughputDoc);
    const read = await waitForDocument(dbFile, throughputDoc.listingId, started);
    const cpu = cpuBefore === null ? null : cpuSeconds(server.pid)! - cpuBefore;
    console.log(
      `many-page text pdf through the server's queue: ${throughputDoc.pages} pages (${read.status}` +
        `${read.reason ? `: ${read.reason}` : ''}) in ${(read.ms / 1000).toFixed(2)} s = ` +
        `${((read.pageCount ?? 0) / (read.ms / 1000)).toFixed(1)} pages/s` +
        (cpu
          ? `; server CPU ${cpu.toFixed(2)} s (all threads) = ${((read.pageCount ?? 0) / cpu).toFixed(0)} pages per CPU-second`
          : ''),
    );

    // Latency a person sees: a few visitors asking in turn, an agent opening the Files tab, and the
    // public chat page; first with nothing in the background, then while the big pdf is processed.
    const { assistants } = loaded;
    const chatPath = [...assistants.values()][0]!.pathname;
    let q = 0;
    const probes = [
      {
        name: 'chat answers',
        visitors: 2,
        request: () => ask(bodies[q++ % bodies.length]!),
      },
      {
        name: 'page loads',
        visitors: 1,
        request: () => fetch(`${url}/listinglist/${bigDoc.listingId}`, { headers: { cookie } }),
      },
      { name: 'chat page loads', visitors: 1, request: () => fetch(`${url}/assistants/${chatPath}`) },
    ];
    const quiet = await probeWhile(new Promise((r) => setTimeout(r, 5000)), probes);
    for (const [name, s] of Object.entries(quiet))
      console.log(`${name}, nothing in the background: ${formatLatency(s)}`);
    // Open loop while the big pdf is read into the listing (and 5 s after it is ready, while the
    // answer engine takes in its new knowledge): a question about that listing and a load of its
    // page, each started every 200 ms whether or not the previous ones have answered.
    const bigBodies = loaded.questions.map((question) =>
      JSON.stringify({
        pathname: firstAssistant.pathname,
        sessionId: null,
        message: question.question,
        language: question.lang,
        selectedListingIds: [bigDoc.listingId],
      }),
    );
    const bigStarted = performance.now();
    const processing = addFilesOverHttp(url, cookie, bigDoc).then(() =>
      waitForDocument(dbFile, bigDoc.listingId, bigStarted),
    );
    const busy = await openLoopWhile(
      processing.then(() => new Promise((r) => setTimeout(r, 5000))),
      [
        { name: 'chat answers about that listing', request: (i) => ask(bigBodies[i % bigBodies.length]!) },
        {
          name: "the listing's page loads",
          request: () => fetch(`${url}/listinglist/${bigDoc.listingId}`, { headers: { cookie } }),
        },
      ],
    );
    const big = await processing;
    for (const [name, s] of Object.entries(busy)) {
      console.log(
        `${name}, one started every 200 ms while a ${bigDoc.pages}-page pdf is read into the listing and 5 s after: ${formatLatency(s)}`,
      );
    }
    console.log(
      `the ${bigDoc.pages}-page pdf: ${big.status}${big.reason ? ` (${big.reason})` : ''} in ${(big.ms / 1000).toFixed(1)} s` +
        ` = ${((big.pageCount ?? 0) / (big.ms / 1000)).toFixed(1)} pages/s`,
    );
    // One visitor asking the dataset's questions about that listing in turn: the cost of an answer
    // on a listing with a 2,500-page document (a first round unmeasured).
    for (const body of bigBodies) await (await ask(body)).arrayBuffer();
    const times: number[] = [];
    let failed = 0;
    for (const body of bigBodies) {
      const t0 = performance.now();
      const res = await ask(body);
      await res.arrayBuffer();
      if (!res.ok) failed++;
      times.push(performance.now() - t0);
    }
    console.log(
      `answers about the listing with the ${bigDoc.pages}-page pdf, one at a time: ${formatLatency(summarize(times, failed))}`,
    );
    return 0;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
