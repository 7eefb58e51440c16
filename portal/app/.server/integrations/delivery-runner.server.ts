// A minimal runner for deliveries, standing in for the background job queue (issue 18) until it
// lands: the `deliveries` table is its own queue. Every second it claims the pending deliveries
// whose next attempt is due and makes one attempt each (runDeliveryJob), a few at a time. A claim
// is a lease: the row's next attempt moves a minute ahead, so a process that dies mid-attempt
// loses nothing (the delivery is due again when the lease ends) and two runners never send the
// same attempt. When the queue lands, this module goes and delivery-jobs.server.ts enqueues jobs.
import type { DB } from '@db/connection';
import { ATTEMPT_LEASE_MS } from './backoff';
import type { DeliveryDeps } from './deliveries.server';
import { runDeliveryJob } from './delivery-jobs.server';

/**
 * Claims up to `limit` due deliveries for this runner. Each claim is a compare-and-set on the
 * row's next attempt time, so a row another runner claimed in between is skipped.
 */
export async function claimDueDeliveries(db: DB, now: Date, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const due = await db
    .selectFrom('deliveries')
    .select(['id', 'nextAttemptAt'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS).toISOString();
  const claimed: number[] = [];
  for (const d of due) {
    const r = await db
      .updateTable('deliveries')
      .set({ nextAttemptAt: lease })
      .where('id', '=', d.id)
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '=', d.nextAttemptAt)
      .executeTakeFirst();
    if (r.numUpdatedRows === 1n) claimed.push(d.id);
  }
  return claimed;
}

export interface DeliveryRunner {
  /** Claims what is due now and starts one attempt each, up to the concurrency. */
  tick(): Promise<void>;
  /** Resolves once every attempt under way has finished. */
  idle(): Promise<void>;
}

export function createDeliveryRunner(opts: {
  db: () => DB;
  deps: () => DeliveryDeps;
  concurrency?: number;
  now?: () => Date;
}): DeliveryRunner {
  const concurrency = opts.concurrency ?? 4;
  const now = opts.now ?? (() => new Date());
  const running = new Set<Promise<void>>();
  let claiming = false;

  return {
    async tick() {
      if (claiming) return;
      claiming = true;
      try {
        const db = opts.db();
        const ids = await claimDueDeliveries(db, now(), concurrency - running.size);
        for (const id of ids) {
          const p: Promise<void> = runDeliveryJob(db, { deliveryId: id }, opts.deps())
            .then(() => undefined)
            .catch((err) => console.error(`delivery ${id}:`, err))
            .finally(() => running.delete(p));
          running.add(p);
        }
      } finally {
        claiming = false;
      }
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** The server's runner (portal/server.ts): what was pending before a restart is due at once. */
export function startDeliveryRunner(opts: { db: () => DB; deps: () => DeliveryDeps; intervalMs?: number }): () => void {
  const runner = createDeliveryRunner(opts);
  const tick = () => void runner.tick().catch((err) => console.error('delivery runner:', err));
  const timer = setInterval(tick, opts.intervalMs ?? 1000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
