// The job runner: claims due jobs of the registered kinds, runs up to `concurrency` at once,
// renews their leases while they run and records the outcome. portal/server.ts starts one per
// process and stops it on shutdown; an unfinished job is handed back (or, after a crash, its
// lease expires) and the next runner resumes it.
import crypto from 'node:crypto';
import os from 'node:os';
import type { DB } from '@db/connection';
import type { Job } from '@db/schema';
import { claim, complete, fail, failExhausted, heartbeat, PermanentJobError, release } from './queue.server';

export interface JobContext {
  job: Job;
  /** Aborted on shutdown, at the time limit, or when the lease was lost: stop and throw. */
  signal: AbortSignal;
  /** Stores progress the UI can show (e.g. {page: 3, pages: 40}) and renews the lease. */
  progress(value: unknown): Promise<void>;
}

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

interface Registered {
  handler: JobHandler<unknown>;
  /** The handler is aborted (and the job failed) after this long. */
  timeoutMs?: number;
  /**
   * Called once a job of this kind has failed for good (its last attempt, a permanent error, or
   * too many runs that never finished): the place to mark what the job was for as failed.
   */
  onGiveUp?: (payload: unknown, error: unknown) => Promise<void>;
}

export interface HandlerOptions<P> {
  timeoutMs?: number;
  onGiveUp?: (payload: P, error: unknown) => Promise<void>;
}

export interface RunnerOptions {
  db: DB;
  concurrency?: number;
  /** A running job whose lease is not renewed for this long is claimed again. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs (enqueue in this process wakes it at once). */
  pollMs?: number;
  /** Time `stop` waits for running jobs before handing them back. */
  graceMs?: number;
  /** Running jobs of one group (e.g. one account's documents) at most; default no limit. */
  perGroup?: number;
}

export interface JobRunner {
  owner: string;
  wake(): void;
  /** Resolves when no job is running and none is due (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

// The Remix bundle and portal/server.ts load separate copies of this module: the registry and the
// running runner live on globalThis so both see the same ones.
declare global {
  var __ohaJobs: { handlers: Map<string, Registered>; runner?: JobRunner } | undefined;
}
function state() {
  globalThis.__ohaJobs ??= { handlers: new Map() };
  return globalThis.__ohaJobs;
}

export function registerJobHandler<P>(kind: string, handler: JobHandler<P>, opts: HandlerOptions<P> = {}): void {
  state().handlers.set(kind, {
    handler: handler as JobHandler<unknown>,
    timeoutMs: opts.timeoutMs,
    onGiveUp: opts.onGiveUp as Registered['onGiveUp'],
  });
}

async function giveUp(job: Job, error: unknown): Promise<void> {
  try {
    await state().handlers.get(job.kind)?.onGiveUp?.(JSON.parse(job.payload), error);
  } catch (err) {
    console.error(`job ${job.id} (${job.kind}) give-up:`, err);
  }
}

/** Wakes this process's runner after an enqueue, so due work starts without waiting for a poll. */
export function wakeJobRunner(): void {
  state().runner?.wake();
}

/** One per core minus one (the HTTP event loop keeps a core), at least one. */
export function defaultConcurrency(): number {
  return Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1);
}

class ShutdownError extends Error {}

export function startJobRunner(opts: RunnerOptions): JobRunner {
  const { db } = opts;
  const concurrency = Math.max(1, opts.concurrency ?? defaultConcurrency());
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 1000;
  const graceMs = opts.graceMs ?? 5000;
  const perGroup = opts.perGroup;
  const owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const active = new Map<number, { promise: Promise<void>; abort: AbortController }>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let again = false;
  let drained: Array<() => void> = [];

  function schedule(delay: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  // One tick at a time; a wake during a tick makes it look again before sleeping.
  async function tick(): Promise<void> {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    let claimedAny = false;
    try {
      do {
        again = false;
        const kinds = [...state().handlers.keys()];
        while (!stopping && active.size < concurrency) {
          const job = await claim(db, owner, { kinds, leaseMs, perGroup });
          if (!job) break;
          claimedAny = true;
          if (await failExhausted(db, job, owner)) {
            await giveUp(job, new Error('interrupted'));
            continue;
          }
          run(job);
        }
      } while (again && !stopping);
    } catch (err) {
      console.error('job runner:', err);
    } finally {
      ticking = false;
    }
    if (!claimedAny && active.size === 0) for (const resolve of drained.splice(0)) resolve();
    schedule(pollMs);
  }

  function run(job: Job) {
    const registered = state().handlers.get(job.kind)!;
    const abort = new AbortController();
    const renew = setInterval(
      () =>
        void heartbeat(db, job.id, owner, leaseMs).then(
          (held) => held || abort.abort(new Error('lease lost')),
          (err) => console.error('job heartbeat:', err),
        ),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const limit = registered.timeoutMs
      ? setTimeout(
          // A job that ran out of time once will again: no retry.
          () =>
            abort.abort(new PermanentJobError(`time limit of ${Math.round(registered.timeoutMs! / 1000)} s reached`)),
          registered.timeoutMs,
        )
      : undefined;
    limit?.unref();
    const ctx: JobContext = {
      job,
      signal: abort.signal,
      progress: async (value) => {
        const held = await heartbeat(db, job.id, owner, leaseMs, value);
        if (!held) abort.abort(new Error('lease lost'));
      },
    };
    const promise = (async () => {
      try {
        await registered.handler(JSON.parse(job.payload), ctx);
        if (abort.signal.aborted && abort.signal.reason instanceof ShutdownError) {
          await release(db, job.id, owner);
        } else {
          await complete(db, job.id, owner);
        }
      } catch (err) {
        if (abort.signal.reason instanceof ShutdownError) await release(db, job.id, owner);
        else {
          const error = abort.signal.aborted ? abort.signal.reason : err;
          if ((await fail(db, job, owner, error)) === 'failed') await giveUp(job, error);
        }
      }
    })()
      .catch((err) => console.error(`job ${job.id} (${job.kind}):`, err))
      .finally(() => {
        clearInterval(renew);
        clearTimeout(limit);
        active.delete(job.id);
        if (!stopping) void tick();
      });
    active.set(job.id, { promise, abort });
  }

  const runner: JobRunner = {
    owner,
    wake: () => {
      if (!stopping) void tick();
    },
    drain: () =>
      new Promise<void>((resolve) => {
        drained.push(resolve);
        void tick();
      }),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      for (const { abort } of active.values()) abort.abort(new ShutdownError('shutting down'));
      const all = Promise.all([...active.values()].map((a) => a.promise));
      await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
      // Handlers that ignore the signal: hand their jobs back anyway; their late writes are refused
      // because the lease is no longer theirs.
      for (const id of active.keys()) await release(db, id, owner);
      if (state().runner === runner) state().runner = undefined;
      drained.forEach((r) => r());
      drained = [];
    },
  };
  state().runner = runner;
  void tick();
  return runner;
}
