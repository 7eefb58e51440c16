// npm run oha -- bench --instances N [--duration S] [--visitors N]
// The multi-instance check (docs/deployment.md): N built app instances (BUILD_DIR, default
// "build") on one throwaway PostgreSQL cluster (Debian's, db/testing/postgres.ts), their documents
// in a local S3-compatible store (s3rver), behind Debian's haproxy configured from
// deploy/haproxy.cfg.template and health-checked on /readyz.
// 1. Throughput: concurrent visitors asking the chat, through a balancer with the first instance
//    only, then through one with all N; answers/s and p50/p99 of each, with the machine's cores.
// 2. Faults: visitors signing in at an open house (each sign-in with an idempotency key, retried
//    with the same key until confirmed), leaving leads, asking the chat, and the agent uploading
//    files (staged, then added to the listing with the upload id, which cannot be added twice);
//    a third of the way in one instance gets SIGTERM, halfway another gets SIGKILL.
// 3. The check: every write confirmed to a client (HTTP 2xx with its id) is stored, none is stored
//    twice, and every job of the queue finished (a killed instance's jobs after their lease
//    expired). Exit status 1 when they differ.
// Each write carries a unique reference (in the question, the lead's message, the file's name, the
// sign-in's key), so what is stored is matched to what the clients saw.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarize, formatLatency } from '../lib/bench-documents';
import { manyPagePdf } from '../lib/many-page-pdf';
import { renderHaproxyConfig } from './haproxy-config';
import { arg, freePort } from '../lib/command-args';

const SESSION_SECRET = `bench-${crypto.randomBytes(16).toString('hex')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Letters only: the chat masks digit runs (phone numbers) before it stores a question. */
function reference(): string {
  return `ref${Array.from(crypto.randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}
const REFERENCE = /ref[a-z]{10}/;

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  log: () => string;
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`an instance exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`an instance did not get ready:\n${log()}`);
    await sleep(250);
  }
}

async function startInstance(
  name: string,
  buildDir: string,
  env: Record<string, string>,
  root: string,
): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(root, `${name}-`));
  let out = '';
  const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out = (out + d).slice(-20_000)));
  child.stderr!.on('data', (d) => (out = (out + d).slice(-20_000)));
  await waitReady(`http://127.0.0.1:${port}`, child, () => out);
  return { name, port, child, log: () => out };
}

async function startHaproxy(
  servers: string[],
  root: string,
  name: string,
  port?: number,
): Promise<{ url: string; child: ChildProcess }> {
  port ??= await freePort();
  const file = path.join(root, `${name}.cfg`);
  fs.writeFileSync(file, renderHaproxyConfig({ servers, bind: `127.0.0.1:${port}` }));
  let out = '';
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, () => out);
  return { url, child };
}

/** What the clients were told: the references of confirmed writes, and how many attempts failed. */
class Ledger {
  readonly confirmed = new Map<string, string[]>();
  readonly failed = new Map<string, number>();
  apologies = 0;
  /** The first few distinct reasons of each kind's failures, for the report. */
  readonly reasons = new Map<string, Set<string>>();
  confirm(kind: string, ref: string) {
    this.confirmed.set(kind, [...(this.confirmed.get(kind) ?? []), ref]);
  }
  fail(kind: string, reason = 'connection failed') {
    this.failed.set(kind, (this.failed.get(kind) ?? 0) + 1);
    let set = this.reasons.get(kind);
    if (!set) this.reasons.set(kind, (set = new Set()));
    if (set.size < 3) set.add(reason.slice(0, 160));
  }
}

/**
 * Confirmed writes (their references) against stored ones: how many confirmed are missing, how
 * many references are stored more than once, how many stored were never confirmed.
 */
export function compareWrites(confirmed: string[], stored: string[]) {
  const times = new Map<string, number>();
  for (const r of stored) times.set(r, (times.get(r) ?? 0) + 1);
  const seen = new Set(confirmed);
  return {
    lost: [...seen].filter((r) => !times.has(r)).length,
    duplicated: [...times.values()].filter((n) => n > 1).length,
    unconfirmed: [...times.keys()].filter((r) => !seen.has(r)).length,
  };
}

interface Target {
  pathname: string;
  code: string;
  listingId: number;
  listingName: string;
  cookie: string;
}

const QUESTIONS = [
  'Is there parking at the house?',
  'How many bedrooms does it have?',
  'When was the roof replaced?',
  'What are the property taxes?',
  'Is the basement finished?',
];

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** One chat turn; true when answered (an answer or the apology: the turn is stored either way). */
async function chatTurn(base: string, t: Target, ledger: Ledger, i: number): Promise<number | null> {
  const ref = reference();
  const started = performance.now();
  try {
    const res = await postJson(`${base}/api/chat`, {
      pathname: t.pathname,
      sessionId: null,
      message: `${QUESTIONS[i % QUESTIONS.length]} (${ref})`,
      language: 'en',
      selectedListingIds: null,
    });
    const text = await res.text();
    const body = parse(text) as { responseId?: string } | null;
    if (res.ok && body?.responseId) {
      ledger.confirm('chat turns', ref);
      // The engine failed and the visitor got the apology (the turn is stored all the same).
      if (body.responseId.startsWith('failed_')) ledger.apologies++;
      return performance.now() - started;
    }
    ledger.fail('chat turns', `HTTP ${res.status} ${text}`);
  } catch {
    ledger.fail('chat turns'); // the connection failed: not confirmed
  }
  return null;
}

async function lead(base: string, t: Target, ledger: Ledger): Promise<void> {
  const ref = reference();
  try {
    const res = await postJson(`${base}/api/leads`, {
      pathname: t.pathname,
      sessionId: null,
      listingName: t.listingName,
      name: 'Bench Visitor',
      email: `${ref}@example.com`,
      phone: null,
      remarks: `Please call me about the house (${ref}).`,
      attachTranscript: false,
      source: 'modal',
    });
    const text = await res.text();
    const body = parse(text) as { leadId?: number } | null;
    if (res.ok && body?.leadId) return ledger.confirm('leads', ref);
    ledger.fail('leads', `HTTP ${res.status} ${text}`);
  } catch {
    ledger.fail('leads');
  }
}

/** A sign-in, retried with its idempotency key until confirmed (as the sign-in form does). */
async function signIn(base: string, t: Target, ledger: Ledger, until: number): Promise<void> {
  const key = reference();
  let last = '';
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await postJson(`${base}/api/open-house-sign-in`, {
        code: t.code,
        pathname: t.pathname,
        language: 'en',
        idempotencyKey: key,
        fields: {
          name: 'Bench Visitor',
          email: `${key}@example.com`,
          phone: '',
          hasAgent: 'no',
          agentName: '',
          agentBrokerage: '',
          timeline: '3-6',
          preApproved: false,
          nearbyOrSelling: false,
          ownAnswer: '',
          emailConsent: false,
          callsConsent: false,
          disclosureAck: false,
        },
      });
      const text = await res.text();
      if (res.ok) return ledger.confirm('sign-ins', key);
      last = `HTTP ${res.status} ${text}`;
      if (res.status < 500) break; // refused: retrying would not help
    } catch {
      last = 'connection failed'; // the same key again
    }
    if (attempt > 20 || Date.now() > until + 60_000) break;
    await sleep(250);
  }
  ledger.fail('sign-ins', last);
}

/** An upload as the agent's browser makes it: staged, then added to the listing by its upload id. */
async function upload(base: string, t: Target, ledger: Ledger, seed: number): Promise<void> {
  const ref = reference();
  const name = `bench-${ref}.pdf`;
  try {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(manyPagePdf(2, { seed }))], { type: 'application/pdf' }), name);
    const staged = await fetch(`${base}/api/uploads?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { cookie: t.cookie, origin: base },
      body: form,
    });
    const stagedText = await staged.text();
    const s = parse(stagedText) as { uploadId?: string } | null;
    if (!staged.ok || !s?.uploadId) return ledger.fail('uploads', `staging: HTTP ${staged.status} ${stagedText}`);
    {
      // One upload id a form: the page answers 200 when it was added, 422 when it was not.
      const added = await fetch(`${base}/listinglist/${t.listingId}`, {
        method: 'POST',
        headers: { cookie: t.cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'addFiles', uploadIds: s.uploadId }),
        redirect: 'manual',
      });
      await added.arrayBuffer();
      if (added.status === 200) return ledger.confirm('uploads', ref);
      ledger.fail('uploads', `adding: HTTP ${added.status}`);
    }
  } catch {
    ledger.fail('uploads');
  }
}

/** Visitors asking the chat for `seconds`; answers/s and latency. */
async function throughput(base: string, t: Target, ledger: Ledger, visitors: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  const ms: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: visitors }, async (_, v) => {
      for (let i = v; Date.now() < until; i += visitors) {
        const took = await chatTurn(base, t, ledger, i);
        if (took === null) errors++;
        else ms.push(took);
      }
    }),
  );
  return { rate: ms.length / seconds, latency: summarize(ms, errors) };
}

export async function runInstances(args: string[]): Promise<number> {
  const count = Number(arg(args, '--instances', '3'));
  const seconds = Number(arg(args, '--duration', '20'));
  const visitors = Number(arg(args, '--visitors', '8'));
  if (!(count >= 2)) {
    console.error('bench --instances: at least 2 (one is `npm run oha -- bench`)');
    return 2;
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server.js'))) {
    console.error(`bench: no build in ${buildDir}; run \`npm run build\` first`);
    return 2;
  }
  const { startCluster, createDatabase } = await import('../../db/testing/postgres');
  const cluster = await startCluster();
  if (!cluster) {
    console.error('bench --instances: PostgreSQL is not installed (apt-get install postgresql)');
    return 2;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-bench-instances-'));
  const children: ChildProcess[] = [];
  const { startS3TestServer } = await import('../../portal/app/.server/storage/testing/s3-test-server');
  const s3 = await startS3TestServer();
  let closeDb = async () => {};
  try {
    const url = await createDatabase(cluster.adminUrl, 'oha_bench');
    const balancerPort = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      OHA_DATABASE_POOL: '4',
      SESSION_SECRET,
      OHA_DEMO: '0',
      OHA_RATE_LIMIT_SCALE: '0',
      OHA_SHUTDOWN_DELAY_SECONDS: '5',
      OPENAI_API_KEY: '',
      POSTMARK_SERVER_TOKEN: '',
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      ...s3.env('bench/'),
    };
    // The first instance migrates; the others start together once it is ready.
    const instances = [await startInstance('app1', buildDir, env, root)];
    children.push(instances[0]!.child);
    const rest = await Promise.all(
      Array.from({ length: count - 1 }, (_, i) => startInstance(`app${i + 2}`, buildDir, env, root)),
    );
    for (const r of rest) children.push(r.child);
    instances.push(...rest);

    // The agent, a published assistant with a listing, and its open house.
    process.env.SESSION_SECRET = SESSION_SECRET;
    process.env.DATA_DIR = root;
    const { resetConfigForTests } = await import('../../portal/app/.server/config.server');
    resetConfigForTests();
    const { openDatabase } = await import('../../db/connection');
    const opened = openDatabase({ dialect: 'postgres', url }, { poolSize: 2 });
    closeDb = () => opened.db.destroy();
    const { useDatabaseForTests } = await import('../../portal/app/.server/db.server');
    useDatabaseForTests(opened);
    const { registerUser } = await import('../../portal/app/.server/auth/users.server');
    const { createSession } = await import('../../portal/app/.server/auth/session.server');
    const db = opened.db;
    const agent = await registerUser({
      email: 'bench-agent@example.com',
      password: 'Bench-passw0rd',
      fName: 'Bench',
      lName: 'Agent',
    });
    await db.insertInto('knowledgeBases').values({ id: 'vs_bench', name: 'Bench_VS', provider: 'offline' }).execute();
    const assistant = await db
      .insertInto('assistants')
      .values({
        assistantPathname: 'bench_agent',
        realtorUserId: agent.id,
        ohaName: "Bench's Assistant",
        publicEmail: 'bench-agent@example.com',
        publicPhone: '604-555-0100',
        vectorStoreId: 'vs_bench',
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listingName = '12 Main St, Vancouver';
    const listing = await db
      .insertInto('listings')
      .values({
        assistantId: assistant.id,
        realtorUserId: agent.id,
        listingName,
        insiderInfo: '',
        listingStatus: 'Active Listing',
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const openHouse = await db
      .insertInto('openHouses')
      .values({
        realtorUserId: agent.id,
        assistantId: assistant.id,
        listingId: listing.id,
        code: 'benchopenx',
        date: '2026-12-05',
        startTime: '14:00',
        endTime: '16:00',
        signinMode: 'required',
        contactField: 'email',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const target: Target = {
      pathname: 'bench_agent',
      code: 'benchopenx',
      listingId: listing.id,
      listingName,
      cookie: (await createSession(agent.id)).split(';')[0]!,
    };

    const one = await startHaproxy([`127.0.0.1:${instances[0]!.port}`], root, 'one');
    children.push(one.child);
    // The balancer of all instances is the one PUBLIC_URL names (forms check the origin).
    const all = await startHaproxy(
      instances.map((i) => `127.0.0.1:${i.port}`),
      root,
      'all',
      balancerPort,
    );
    children.push(all.child);
    const balancer = all.url;
    const ledger = new Ledger();

    console.log(`bench --instances ${count}: ${os.cpus().length} cores, ${visitors} visitors, ${seconds} s a run`);
    // Warm-up of every instance (modules, statements), not measured.
    for (const i of instances) await throughput(`http://127.0.0.1:${i.port}`, target, ledger, 2, 3);
    for (const [label, base] of [
      ['1 instance', one.url],
      [`${count} instances`, all.url],
    ] as const) {
      const r = await throughput(base, target, ledger, visitors, seconds);
      console.log(`chat, ${label}: ${r.rate.toFixed(1)} answers/s, ${formatLatency(r.latency)}`);
    }

    // The fault run: every kind of write at once; one instance drained, another killed.
    const until = Date.now() + seconds * 2 * 1000;
    const faults = (async () => {
      await sleep((seconds * 2 * 1000) / 3);
      console.log(`SIGTERM to ${instances[1]!.name}`);
      instances[1]!.child.kill('SIGTERM');
      await sleep((seconds * 2 * 1000) / 6);
      console.log(`SIGKILL to ${instances[2 % count]!.name}`);
      instances[2 % count]!.child.kill('SIGKILL');
    })();
    let seed = 100;
    const loop = (work: (i: number) => Promise<unknown>) => async () => {
      for (let i = 0; Date.now() < until; i++) await work(i);
    };
    await Promise.all([
      ...Array.from({ length: Math.max(1, visitors / 4) }, () => loop(() => signIn(balancer, target, ledger, until))()),
      ...Array.from({ length: Math.max(1, visitors / 4) }, () => loop(() => lead(balancer, target, ledger))()),
      ...Array.from({ length: Math.max(1, visitors / 4) }, (_, v) =>
        loop((i) => chatTurn(balancer, target, ledger, v + i))(),
      ),
      loop(() => upload(balancer, target, ledger, seed++))(),
      faults,
    ]);
    const drained = instances[1]!.child;
    if (drained.exitCode === null) await new Promise((r) => drained.once('exit', r));
    console.log(`${instances[1]!.name} exited with status ${drained.exitCode} after SIGTERM`);

    // Every job due finishes: a killed instance's when its lease has expired (60 s). Jobs scheduled
    // past the wait (an open-house visit's event, sent 30 minutes after the visitor's last question)
    // are counted apart, not waited for.
    const jobsDeadline = Date.now() + 240_000;
    const dueBy = new Date(jobsDeadline).toISOString();
    let open = 0;
    for (;;) {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['queued', 'running'])
        .where('runAt', '<=', dueBy)
        .executeTakeFirstOrThrow();
      open = Number(row.n);
      if (open === 0 || Date.now() > jobsDeadline) break;
      await sleep(1000);
    }
    const jobs = await db
      .selectFrom('jobs')
      .select(['status'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('status')
      .execute();

    // What is stored, by reference.
    const stored = new Map<string, string[]>();
    const refs = (texts: string[]) => texts.map((t) => REFERENCE.exec(t)?.[0]).filter((r): r is string => !!r);
    stored.set(
      'sign-ins',
      (await db.selectFrom('visits').select('idempotencyKey').where('openHouseId', '=', openHouse.id).execute()).map(
        (r) => r.idempotencyKey,
      ),
    );
    stored.set(
      'leads',
      refs(
        (
          await db
            .selectFrom('leads')
            .select('prospectRemarks')
            .where('assistantId', '=', assistant.id)
            .where('source', '=', 'modal')
            .execute()
        ).map((r) => r.prospectRemarks),
      ),
    );
    stored.set(
      'chat turns',
      refs(
        (await db.selectFrom('chatMessages').select('content').where('role', '=', 'user').execute()).map(
          (r) => r.content,
        ),
      ),
    );
    stored.set(
      'uploads',
      refs(
        (
          await db
            .selectFrom('documents')
            .select('fileName')
            .where('listingId', '=', listing.id)
            .where('isExtraInfo', '=', 0)
            .execute()
        ).map((r) => r.fileName),
      ),
    );
    const documents = await db
      .selectFrom('documents')
      .select(['status'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listingId', '=', listing.id)
      .groupBy('status')
      .execute();

    let ok = true;
    console.log(
      `chat turns answered with the apology (the engine failed): ${ledger.apologies} of ${ledger.confirmed.get('chat turns')?.length ?? 0}`,
    );
    for (const kind of ['sign-ins', 'leads', 'chat turns', 'uploads']) {
      const confirmed = ledger.confirmed.get(kind) ?? [];
      const have = stored.get(kind) ?? [];
      const { lost, duplicated, unconfirmed } = compareWrites(confirmed, have);
      if (lost || duplicated) ok = false;
      console.log(
        `${kind}: ${confirmed.length} confirmed to clients, ${have.length} stored; ` +
          `confirmed but not stored ${lost}, stored twice ${duplicated}; ` +
          `stored without a confirmation ${unconfirmed} (the client saw an error: killed mid-request), ` +
          `failed at the client ${ledger.failed.get(kind) ?? 0}` +
          (ledger.reasons.get(kind)?.size ? ` (${[...ledger.reasons.get(kind)!].join('; ')})` : ''),
      );
      if (confirmed.length === 0) {
        ok = false;
        console.log(`${kind}: none confirmed, so nothing was checked`);
      }
    }
    console.log(
      `jobs: ${jobs.map((j) => `${j.status} ${j.n}`).join(', ') || 'none'}; ` +
        `documents: ${documents.map((d) => `${d.status} ${d.n}`).join(', ') || 'none'}`,
    );
    const failedDocs = await db
      .selectFrom('documents')
      .select(['failureReason'])
      .where('listingId', '=', listing.id)
      .where('status', '=', 'failed')
      .execute();
    for (const d of failedDocs) console.log(`a document failed: ${d.failureReason}`);
    const later = await db
      .selectFrom('jobs')
      .select(['kind'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .where('runAt', '>', dueBy)
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    if (later.length)
      console.log(`scheduled for later, not waited for: ${later.map((j) => `${j.kind} ${j.n}`).join(', ')}`);
    if (open > 0) {
      ok = false;
      console.log(`${open} jobs due did not finish within 4 minutes`);
    }
    console.log(ok ? 'check: passed' : 'check: FAILED');
    return ok ? 0 : 1;
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await closeDb().catch(() => undefined);
    await s3.stop().catch(() => undefined);
    await cluster.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  }
}
