// The deliveries' side of the background job queue: one job per delivery, run as soon as a worker
// is free and run again at the delivery's next attempt time until it is delivered or failed.
import type { DB } from '@db/connection';
import { attemptDelivery, type AttemptOutcome, type DeliveryDeps } from './deliveries.server';

export const DELIVERY_JOB = 'integrations.delivery';

export interface DeliveryJob {
  deliveryId: number;
}

/**
 * Queues the first attempt of each stored delivery, inside the caller's transaction. Until the
 * job queue (issue 18) lands there is nothing to add: the stored row (pending, due now) is what
 * delivery-runner.server.ts picks up within a second.
 */
export async function enqueueDeliveries(_db: DB, _ids: number[]): Promise<void> {}

/** The job's work: one attempt; `retryAt` tells the queue when to run it again (null = finished). */
export async function runDeliveryJob(db: DB, job: DeliveryJob, deps: DeliveryDeps): Promise<{ retryAt: Date | null }> {
  const outcome: AttemptOutcome = await attemptDelivery(db, job.deliveryId, deps);
  return { retryAt: outcome.status === 'retry' ? outcome.retryAt : null };
}
