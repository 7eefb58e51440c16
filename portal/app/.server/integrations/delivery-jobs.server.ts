// The deliveries' side of the background job queue (portal/app/.server/jobs/): one job per
// attempt. The first is queued with the stored delivery, in the caller's transaction; each failed
// attempt queues the next at its backoff time in the transaction that records it. So a pending
// delivery always has a job, and a restart (or a crash mid-attempt: the job's lease expires)
// loses nothing.
import type { DB } from '@db/connection';
import { config } from '../config.server';
import { enqueue } from '../jobs/queue.server';
import { registerJobHandler } from '../jobs/runner.server';
import { ATTEMPT_TIMEOUT_MS } from './backoff';
import { attemptDelivery, type AttemptOutcome, type DeliveryDeps } from './deliveries.server';

export const DELIVERY_JOB = 'integrations.delivery';

export interface DeliveryJob {
  deliveryId: number;
}

/** The configuration's delivery settings, with retries queued as jobs. */
export function deliveryDeps(): DeliveryDeps {
  const c = config();
  return {
    allowPrivate: c.webhookAllowPrivate,
    fub: { system: c.followUpBossSystem, systemKey: c.followUpBossSystemKey },
    scheduleRetry: (trx, deliveryId, retryAt, nextAttempt) => queueAttempt(trx, deliveryId, nextAttempt, retryAt),
  };
}

async function queueAttempt(db: DB, deliveryId: number, attempt: number, runAt?: Date): Promise<void> {
  // The key names the attempt: a job run twice (its lease lapsed) cannot queue its follow-up twice.
  await enqueue(db, DELIVERY_JOB, { deliveryId } satisfies DeliveryJob, {
    runAt,
    dedupeKey: `delivery:${deliveryId}:${attempt}`,
  });
}

/** Queues the first attempt of each stored delivery, inside the caller's transaction. */
export async function enqueueDeliveries(db: DB, ids: number[]): Promise<void> {
  for (const id of ids) await queueAttempt(db, id, 1);
}

/**
 * The job's work: one attempt, unless the delivery is finished or not due (a job left over from
 * an attempt that ran twice). A failed send is recorded, not thrown: the queue's own retries are
 * for errors of ours (the database), the backoff schedule is the delivery's.
 */
export async function runDeliveryJob(
  db: DB,
  job: DeliveryJob,
  deps: DeliveryDeps,
  now: Date = new Date(),
): Promise<AttemptOutcome> {
  const d = await db
    .selectFrom('deliveries')
    .select(['status', 'nextAttemptAt'])
    .where('id', '=', job.deliveryId)
    .executeTakeFirst();
  if (!d || d.status !== 'pending' || (d.nextAttemptAt && d.nextAttemptAt > now.toISOString())) {
    return { status: 'done' };
  }
  return attemptDelivery(db, job.deliveryId, deps);
}

/** portal/server.ts calls this before it starts the job runner. */
export function registerDeliveryJobs(db: DB, deps: () => DeliveryDeps = deliveryDeps): void {
  registerJobHandler<DeliveryJob>(DELIVERY_JOB, async (job) => void (await runDeliveryJob(db, job, deps())), {
    // Each attempt has its own time limit; this only catches a handler that hangs.
    timeoutMs: ATTEMPT_TIMEOUT_MS * 6,
  });
}
