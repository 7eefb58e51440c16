// The job queue's storage: rows of `jobs`, claimed with a lease. Every state change is one SQL
// statement, so two runners (or a runner and a restart) never both hold a job: a claim is an
// UPDATE ... WHERE id = (SELECT ...) RETURNING, and the later writes check the lease owner. On
// PostgreSQL, where runners of several instances claim at once, the SELECT is FOR UPDATE SKIP LOCKED.
import { sql } from 'kysely';
import type { DB } from '@db/connection';
import { dialectOf } from '@db/dialect';
import type { Job } from '@db/schema';

export interface EnqueueOptions {
  /** Not claimed before this time (default: now). */
  runAt?: Date;
  /** At most one queued or running job per key: enqueueing again returns the active job. */
  dedupeKey?: string;
  /** Claims before the job is failed for good (default 5). */
  maxAttempts?: number;
  /** Whose work it is (e.g. `account:12`): running jobs per group are limited, groups take turns. */
  group?: string;
}

/** Thrown by a handler when a retry cannot help (a damaged file, a missing row). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

const iso = (d: Date) => d.toISOString();

// This process's runner (runner.server.ts keeps it on globalThis) starts due work without waiting
// for its next poll. A job enqueued inside a transaction may be looked for before the COMMIT: the
// poll picks it up then.
function wake() {
  globalThis.__ohaJobs?.runner?.wake();
}

/** Backoff before the next try after `attempts` claims: 5 s, 10 s, 20 s, ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3600_000, 5000 * 2 ** Math.max(0, attempts - 1));
}

/** Adds a job; with a dedupeKey whose job is still queued or running, returns that job instead. */
export async function enqueue(
  db: DB,
  kind: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<{ id: number; created: boolean }> {
  const values = {
    kind,
    payload: JSON.stringify(payload ?? {}),
    runAt: iso(opts.runAt ?? new Date()),
    dedupeKey: opts.dedupeKey ?? null,
    maxAttempts: opts.maxAttempts ?? 5,
    groupKey: opts.group ?? null,
  };
  if (!opts.dedupeKey) {
    const { id } = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
    wake();
    return { id, created: true };
  }
  // The partial unique index (jobs_active_dedupe) makes the insert a no-op while a job with the
  // key is active; SQLite needs the index's WHERE repeated in the conflict target.
  const inserted = await sql<{ id: number }>`
    insert into jobs (kind, payload, run_at, dedupe_key, max_attempts, group_key)
    values (${values.kind}, ${values.payload}, ${values.runAt}, ${values.dedupeKey}, ${values.maxAttempts}, ${values.groupKey})
    on conflict (dedupe_key) where dedupe_key is not null and status in ('queued', 'running') do nothing
    returning id`.execute(db);
  if (inserted.rows[0]) {
    wake();
    return { id: inserted.rows[0].id, created: true };
  }
  const active = await db
    .selectFrom('jobs')
    .select('id')
    .where('dedupeKey', '=', opts.dedupeKey)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (active) return { id: active.id, created: false };
  // The active job finished between the two statements: try once more.
  return enqueue(db, kind, payload, opts);
}

/**
 * Takes the next due job for `owner`: a queued job whose run_at has come, or a running job whose
 * lease expired (its runner died). Counts the attempt and sets the lease. A job of a group that
 * already has `perGroup` jobs running (with live leases) waits; among the others, the group
 * served least recently goes first (jobs without a group first of all: they are short), then
 * run_at order. So one account's pile of uploads cannot hold back another account's file.
 */
export async function claim(
  db: DB,
  owner: string,
  {
    kinds,
    leaseMs,
    perGroup = Number.MAX_SAFE_INTEGER,
    now = new Date(),
  }: { kinds: string[]; leaseMs: number; perGroup?: number; now?: Date },
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const at = iso(now);
  const take = (conn: DB, skipLocked: boolean) => {
    let next = conn
      .selectFrom('jobs as j')
      .select('j.id')
      .where('j.kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('j.status', '=', 'queued'), eb('j.runAt', '<=', at)]),
          eb.and([eb('j.status', '=', 'running'), eb('j.leaseExpiresAt', '<', at)]),
        ]),
      )
      .where(
        sql<boolean>`(j.group_key is null or (select count(*) from jobs r where r.group_key = j.group_key
          and r.status = 'running' and r.lease_expires_at >= ${at}) < ${perGroup})`,
      )
      .orderBy(sql`coalesce((select max(s.claimed_at) from jobs s where s.group_key = j.group_key), '')`)
      .orderBy('j.runAt')
      .orderBy('j.id')
      .limit(1);
    if (skipLocked) next = next.forUpdate().skipLocked();
    return conn
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        leaseOwner: owner,
        leaseExpiresAt: iso(new Date(now.getTime() + leaseMs)),
        claimedAt: at,
        updatedAt: at,
      }))
      .where('id', '=', next)
      .returningAll()
      .executeTakeFirst();
  };
  if (dialectOf(db) === 'sqlite') return take(db, false);
  // PostgreSQL, several instances: the row is taken FOR UPDATE SKIP LOCKED, so two claims never
  // wait on or take the same job. The per-group count and the turn order read other rows, which
  // a concurrent claim may be changing: claims take a transaction-scoped advisory lock first, so
  // they follow one another (each a millisecond or two) and the limits hold across instances.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('oha.jobs.claim'))`.execute(trx);
    return take(trx, true);
  });
}

/** Renews the lease; false when the job is no longer this owner's (it expired and was re-claimed). */
export async function heartbeat(
  db: DB,
  id: number,
  owner: string,
  leaseMs: number,
  progress?: unknown,
  now = new Date(),
): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({
      leaseExpiresAt: iso(new Date(now.getTime() + leaseMs)),
      updatedAt: iso(now),
      ...(progress === undefined ? {} : { progress: JSON.stringify(progress) }),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function complete(db: DB, id: number, owner: string, now = new Date()): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({ status: 'done', leaseOwner: null, leaseExpiresAt: null, finishedAt: iso(now), updatedAt: iso(now) })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Records a failure: back to `queued` with a backoff while attempts remain and the error is not
 * permanent, else `failed` for good. Returns the new status (undefined when the lease was lost).
 */
export async function fail(
  db: DB,
  job: Pick<Job, 'id' | 'attempts' | 'maxAttempts'>,
  owner: string,
  error: unknown,
  now = new Date(),
): Promise<'queued' | 'failed' | undefined> {
  const message = error instanceof Error ? error.message : String(error);
  const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  const res = await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'queued',
      runAt: final ? undefined : iso(new Date(now.getTime() + retryDelayMs(job.attempts))),
      finishedAt: final ? iso(now) : null,
      leaseOwner: null,
      leaseExpiresAt: null,
      lastError: message.slice(0, 2000),
      updatedAt: iso(now),
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  return final ? 'failed' : 'queued';
}

/** Hands an unfinished job back on shutdown; the interrupted claim does not count as an attempt. */
export async function release(db: DB, id: number, owner: string, now = new Date()): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: iso(now),
    }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('leaseOwner', '=', owner)
    .execute();
}

/**
 * A job re-claimed after too many expired leases (it crashes its runner each time) is failed
 * instead of run again.
 */
export async function failExhausted(db: DB, job: Job, owner: string): Promise<boolean> {
  if (job.attempts <= job.maxAttempts) return false;
  await fail(db, job, owner, new PermanentJobError('stopped before finishing too many times'));
  return true;
}

export async function jobStatus(db: DB, id: number): Promise<Job | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}
