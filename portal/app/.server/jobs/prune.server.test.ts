import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { claim, complete, enqueue, fail, PermanentJobError } from './queue.server';
import { PRUNE_JOB, pruneJobs, startJobPruning } from './prune.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12, 0, 0);
const at = (days: number) => new Date(start + days * DAY);
const retention = { doneDays: 7, failedDays: 30 };

/** A job finished (done or failed for good) on the given day. */
async function finished(status: 'done' | 'failed', day: number, payload: unknown = {}): Promise<number> {
  const { id } = await enqueue(t.db, 'test.a', payload, { runAt: at(day) });
  const job = await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 60_000, now: at(day) });
  expect(job?.id).toBe(id);
  if (status === 'done') await complete(t.db, id, 'A', at(day));
  else await fail(t.db, job!, 'A', new PermanentJobError('no'), at(day));
  return id;
}

const ids = async () => (await t.db.selectFrom('jobs').select('id').orderBy('id').execute()).map((r) => r.id);

describe('pruneJobs', () => {
  it('deletes done jobs past their retention, failed ones later, and never queued or running ones', async () => {
    const oldDone = await finished('done', 0);
    const recentDone = await finished('done', 5);
    const oldFailed = await finished('failed', 0);
    const recentFailed = await finished('failed', 20);
    const { id: queued } = await enqueue(t.db, 'test.b', {}, { runAt: at(0) });
    const { id: running } = await enqueue(t.db, 'test.c', {}, { runAt: at(0) });
    await claim(t.db, 'B', { kinds: ['test.c'], leaseMs: 60_000, now: at(0) });

    // Day 8: only the done job of day 0 is past 7 days.
    expect(await pruneJobs(t.db, retention, at(8))).toEqual({ done: 1, failed: 0 });
    expect(await ids()).toEqual([recentDone, oldFailed, recentFailed, queued, running]);
    // Day 31: the failed job of day 0 is past 30 days, the recent done one past 7.
    expect(await pruneJobs(t.db, retention, at(31))).toEqual({ done: 1, failed: 1 });
    expect(await ids()).toEqual([recentFailed, queued, running]);
    expect(oldDone).toBeLessThan(recentDone);
  });

  it("keeps a document's failed job while the document exists", async () => {
    const { userId, assistantId } = await seedAgent(t.db, { pathname: 'prune' });
    const listing = await t.db
      .insertInto('listings')
      .values({
        assistantId,
        realtorUserId: userId,
        listingName: '2 Prune St',
        insiderInfo: '',
        listingStatus: 'Active Listing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doc = await t.db
      .insertInto('documents')
      .values({
        listingId: listing.id,
        fileId: 'f1',
        fileName: 'minutes.pdf',
        kind: 'pdf',
        sizeBytes: 1,
        storagePath: 'files/x',
        sha256: 'x',
        pageCount: null,
        isExtraInfo: 0,
        status: 'failed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await finished('failed', 0, { documentId: doc.id });
    const gone = await finished('failed', 0, { documentId: doc.id + 1000 });
    expect(await pruneJobs(t.db, retention, at(100))).toEqual({ done: 0, failed: 1 });
    expect(await ids()).toEqual([kept]);
    expect(gone).not.toBe(kept);
    await t.db.deleteFrom('documents').where('id', '=', doc.id).execute();
    expect(await pruneJobs(t.db, retention, at(100))).toEqual({ done: 0, failed: 1 });
    expect(await ids()).toEqual([]);
  });

  it('deletes a large backlog in batches', async () => {
    const old = at(-10).toISOString();
    await t.db
      .insertInto('jobs')
      .values(
        Array.from({ length: 1203 }, () => ({
          kind: 'test.a',
          payload: '{}',
          status: 'done' as const,
          runAt: old,
          updatedAt: old,
          finishedAt: old,
        })),
      )
      .execute();
    expect(await pruneJobs(t.db, retention, at(0))).toEqual({ done: 1203, failed: 0 });
    expect(await ids()).toEqual([]);
  });
});

describe('startJobPruning', () => {
  it('queues one prune job now and again every interval, never two at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startJobPruning(t.db, retention, 60_000);
    const pruneJobsQueued = async () =>
      t.db.selectFrom('jobs').select(['id', 'status']).where('kind', '=', PRUNE_JOB).orderBy('id').execute();
    await vi.waitFor(async () => expect(await pruneJobsQueued()).toHaveLength(1));
    const [first] = await pruneJobsQueued();
    vi.advanceTimersByTime(60_000); // still queued: the dedupe key keeps it one
    await new Promise((r) => setTimeout(r, 20));
    expect(await pruneJobsQueued()).toEqual([first]);
    const job = await claim(t.db, 'A', { kinds: [PRUNE_JOB], leaseMs: 60_000 });
    await complete(t.db, job!.id, 'A');
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await pruneJobsQueued()).toHaveLength(2));
    stop();
    vi.advanceTimersByTime(10 * 60_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(await pruneJobsQueued()).toHaveLength(2);
  });
});
