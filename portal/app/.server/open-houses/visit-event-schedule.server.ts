// When a visit's own event (`open_house.visit`, visit-events.server.ts) is sent: once the visitor
// has been quiet for QUIET_MS after their last question (or after signing in), at the latest
// MAX_WAIT_MS after signing in. The sign-in queues the first wait in its transaction; the job
// queues the next while the visitor is still asking. Kept apart so the sign-in imports no more.
import type { DB } from '@db/connection';
import { enqueue } from '../jobs/queue.server';

export const VISIT_EVENT_JOB = 'open-houses.visit-event';
export const QUIET_MS = 30 * 60_000;
export const MAX_WAIT_MS = 4 * 3600_000;

export interface VisitEventJob {
  visitId: number;
  /** Which wait this is (1, 2, ...): each has its own dedupe key. */
  n: number;
}

export async function queueVisitEventWait(database: DB, job: VisitEventJob, runAt: Date): Promise<void> {
  await enqueue(database, VISIT_EVENT_JOB, job, { runAt, dedupeKey: `visit-event:${job.visitId}:${job.n}` });
}

/** Called in the sign-in's transaction: the visit's event is due QUIET_MS from now, or later. */
export async function scheduleVisitEvent(database: DB, visitId: number, now: Date = new Date()): Promise<void> {
  await queueVisitEventWait(database, { visitId, n: 1 }, new Date(now.getTime() + QUIET_MS));
}
