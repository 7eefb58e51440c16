// The bench's document part: a many-page text PDF added to a listing through the running server
// (the Files tab's "add files" action, then the server's job queue and extraction pool), timed
// until its row is ready; and the latency of chat answers and page loads while one is processed.
import Database from 'better-sqlite3';
import fs from 'node:fs';

export interface StagedDocument {
  listingId: number;
  uploadId: string;
  pages: number;
}

export interface DocumentOutcome {
  status: string;
  reason: string | null;
  pageCount: number | null;
  ms: number;
}

/**
 * CPU seconds a process (all its threads) has used, from /proc (Linux); null elsewhere. On a shared
 * machine the wall time depends on the others' load, the CPU time much less.
 */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Posts the Files tab's "add files" form as the agent; resolves once the server has stored the row. */
export async function addFilesOverHttp(url: string, cookie: string, doc: StagedDocument): Promise<void> {
  const body = new URLSearchParams({ intent: 'addFiles', uploadIds: doc.uploadId });
  const res = await fetch(`${url}/listinglist/${doc.listingId}`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  if (res.status >= 400) throw new Error(`adding the file failed: HTTP ${res.status}`);
  await res.arrayBuffer();
}

/** Waits (reading the database file directly, read-only) until the listing's newest document ends. */
export async function waitForDocument(dbFile: string, listingId: number, since: number): Promise<DocumentOutcome> {
  const sqlite = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const query = sqlite.prepare(
      `select status, failure_reason as reason, page_count as pageCount from documents
       where listing_id = ? and is_extra_info = 0 order by id desc limit 1`,
    );
    for (;;) {
      const row = query.get(listingId) as Omit<DocumentOutcome, 'ms'> | undefined;
      if (row && (row.status === 'ready' || row.status === 'failed')) return { ...row, ms: performance.now() - since };
      await sleep(100);
    }
  } finally {
    sqlite.close();
  }
}

export interface LatencySummary {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(ms: number[], errors: number): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
  return { count: sorted.length, errors, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export const formatLatency = (s: LatencySummary) =>
  `${s.count} requests, p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms, errors ${s.errors}`;

/**
 * Visitors that each send one request, wait for the answer, pause `pauseMs` and go again, until
 * `until` resolves: the time of each answer is what a person would wait (not a saturation test).
 */
export async function probeWhile(
  until: Promise<unknown>,
  probes: Array<{ name: string; visitors: number; request: (i: number) => Promise<Response> }>,
  pauseMs = 50,
): Promise<Record<string, LatencySummary>> {
  let done = false;
  void until.finally(() => (done = true));
  const out: Record<string, LatencySummary> = {};
  await Promise.all(
    probes.map(async (p) => {
      const times: number[] = [];
      let errors = 0;
      let n = 0;
      await Promise.all(
        Array.from({ length: p.visitors }, async () => {
          while (!done) {
            const start = performance.now();
            try {
              const res = await p.request(n++);
              await res.arrayBuffer();
              if (!res.ok) errors++;
            } catch {
              errors++;
            }
            times.push(performance.now() - start);
            await sleep(pauseMs);
          }
        }),
      );
      out[p.name] = summarize(times, errors);
    }),
  );
  await until;
  return out;
}

/**
 * Open loop: each stream starts a request every `everyMs`, whether or not the ones before it have
 * answered, until `until` resolves; a request's time runs from when it was due, so a server that
 * falls behind shows it (a closed loop would slow down with the server and hide the wait).
 */
export async function openLoopWhile(
  until: Promise<unknown>,
  streams: Array<{ name: string; request: (i: number) => Promise<Response> }>,
  everyMs = 200,
): Promise<Record<string, LatencySummary>> {
  let done = false;
  void until.finally(() => (done = true));
  const out: Record<string, LatencySummary> = {};
  await Promise.all(
    streams.map(async (s) => {
      const times: number[] = [];
      let errors = 0;
      const inFlight: Array<Promise<void>> = [];
      const start = performance.now();
      for (let i = 0; !done; i++) {
        const due = start + i * everyMs;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (done) break;
        inFlight.push(
          s.request(i).then(
            async (res) => {
              await res.arrayBuffer();
              if (!res.ok) errors++;
              times.push(performance.now() - due);
            },
            () => {
              errors++;
              times.push(performance.now() - due);
            },
          ),
        );
      }
      await Promise.all(inFlight);
      out[s.name] = summarize(times, errors);
    }),
  );
  await until;
  return out;
}
