import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { claim, complete, enqueue, fail, heartbeat, jobStatus, PermanentJobError, retryDelayMs } from './queue.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, 0) + ms);

describe('claim', () => {
  it('hands a due job to one runner only, counting the attempt', async () => {
    const { id } = await enqueue(t.db, 'test.a', { n: 1 }, { runAt: at(0) });
    const job = await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(10) });
    expect(job).toMatchObject({ id, status: 'running', attempts: 1, leaseOwner: 'A' });
    expect(JSON.parse(job!.payload)).toEqual({ n: 1 });
    expect(await claim(t.db, 'B', { kinds: ['test.a'], leaseMs: 1000, now: at(20) })).toBeUndefined();
  });

  it('waits for run_at and claims only the kinds asked for', async () => {
    await enqueue(t.db, 'test.a', {}, { runAt: at(5000) });
    await enqueue(t.db, 'test.b', {}, { runAt: at(0) });
    expect(await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(10) })).toBeUndefined();
    expect(await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(5000) })).toMatchObject({
      kind: 'test.a',
    });
  });

  it('keeps one active job per dedupe key, and allows a new one once it is done', async () => {
    const first = await enqueue(t.db, 'test.a', {}, { dedupeKey: 'doc:1', runAt: at(0) });
    const again = await enqueue(t.db, 'test.a', {}, { dedupeKey: 'doc:1', runAt: at(0) });
    expect(again).toEqual({ id: first.id, created: false });
    await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(0) });
    expect((await enqueue(t.db, 'test.a', {}, { dedupeKey: 'doc:1' })).created).toBe(false);
    expect(await complete(t.db, first.id, 'A')).toBe(true);
    const later = await enqueue(t.db, 'test.a', {}, { dedupeKey: 'doc:1' });
    expect(later.created).toBe(true);
    expect(later.id).not.toBe(first.id);
  });
});

describe('lease expiry', () => {
  it('resumes a job whose runner stopped renewing its lease, and refuses the old runner', async () => {
    const { id } = await enqueue(t.db, 'test.a', {}, { runAt: at(0) });
    await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(0) });
    expect(await claim(t.db, 'B', { kinds: ['test.a'], leaseMs: 1000, now: at(999) })).toBeUndefined();
    const resumed = await claim(t.db, 'B', { kinds: ['test.a'], leaseMs: 1000, now: at(1001) });
    expect(resumed).toMatchObject({ id, leaseOwner: 'B', attempts: 2 });
    expect(await heartbeat(t.db, id, 'A', 1000)).toBe(false);
    expect(await complete(t.db, id, 'A')).toBe(false);
    expect(await complete(t.db, id, 'B')).toBe(true);
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'done', leaseOwner: null });
  });

  it('a heartbeat keeps the job, and stores progress', async () => {
    const { id } = await enqueue(t.db, 'test.a', {}, { runAt: at(0) });
    await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(0) });
    expect(await heartbeat(t.db, id, 'A', 1000, { page: 3, pages: 9 }, at(900))).toBe(true);
    expect(await claim(t.db, 'B', { kinds: ['test.a'], leaseMs: 1000, now: at(1500) })).toBeUndefined();
    expect(JSON.parse((await jobStatus(t.db, id))!.progress!)).toEqual({ page: 3, pages: 9 });
  });
});

describe('retry', () => {
  it('backs off after a failure, then fails for good after the last attempt', async () => {
    const { id } = await enqueue(t.db, 'test.a', {}, { runAt: at(0), maxAttempts: 2 });
    let job = await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(0) });
    expect(await fail(t.db, job!, 'A', new Error('busy'), at(100))).toBe('queued');
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'queued', lastError: 'busy' });
    const retryAt = 100 + retryDelayMs(1);
    expect(await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(retryAt - 1) })).toBeUndefined();
    job = await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(retryAt) });
    expect(job).toMatchObject({ id, attempts: 2 });
    expect(await fail(t.db, job!, 'A', new Error('still busy'), at(retryAt + 1))).toBe('failed');
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'failed', lastError: 'still busy' });
  });

  it('does not retry a permanent error', async () => {
    const { id } = await enqueue(t.db, 'test.a', {}, { runAt: at(0) });
    const job = await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(0) });
    expect(await fail(t.db, job!, 'A', new PermanentJobError('damaged'))).toBe('failed');
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'failed', lastError: 'damaged' });
  });

  it('grows the delay and caps it at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5000, 10_000, 20_000]);
    expect(retryDelayMs(30)).toBe(3600_000);
  });
});

describe('fair shares between groups', () => {
  const opts = (ms: number, perGroup = 2) => ({ kinds: ['test.a'], leaseMs: 60_000, perGroup, now: at(ms) });

  it('runs at most perGroup jobs of one account, and serves a waiting account before the busy one', async () => {
    const a = [];
    for (let i = 0; i < 4; i++) a.push((await enqueue(t.db, 'test.a', { i }, { group: 'account:1', runAt: at(i) })).id);
    const b = (await enqueue(t.db, 'test.a', {}, { group: 'account:2', runAt: at(100) })).id;

    expect((await claim(t.db, 'R', opts(200)))?.id).toBe(a[0]);
    // Account 2 has not been served yet: its later file goes before account 1's second.
    expect((await claim(t.db, 'R', opts(201)))?.id).toBe(b);
    expect((await claim(t.db, 'R', opts(202)))?.id).toBe(a[1]);
    // Account 1 has two running: its other files wait, even with a free runner.
    expect(await claim(t.db, 'R', opts(203))).toBeUndefined();
    await complete(t.db, a[0]!, 'R');
    expect((await claim(t.db, 'R', opts(204)))?.id).toBe(a[2]);
  });

  it('takes turns between accounts when one job runs at a time', async () => {
    const a1 = (await enqueue(t.db, 'test.a', {}, { group: 'account:1', runAt: at(0) })).id;
    const a2 = (await enqueue(t.db, 'test.a', {}, { group: 'account:1', runAt: at(1) })).id;
    const b1 = (await enqueue(t.db, 'test.a', {}, { group: 'account:2', runAt: at(2) })).id;
    expect((await claim(t.db, 'R', opts(10)))?.id).toBe(a1);
    await complete(t.db, a1, 'R');
    expect((await claim(t.db, 'R', opts(20)))?.id).toBe(b1);
    await complete(t.db, b1, 'R');
    expect((await claim(t.db, 'R', opts(30)))?.id).toBe(a2);
  });

  it('does not count a job whose runner died against its account, and resumes it', async () => {
    const a1 = (await enqueue(t.db, 'test.a', {}, { group: 'account:1', runAt: at(0) })).id;
    const a2 = (await enqueue(t.db, 'test.a', {}, { group: 'account:1', runAt: at(1) })).id;
    await claim(t.db, 'dead', { ...opts(10, 1), leaseMs: 1000 });
    expect(await claim(t.db, 'R', opts(500, 1))).toBeUndefined(); // a1's lease still live
    const resumed = await claim(t.db, 'R', opts(1011, 1));
    expect(resumed).toMatchObject({ id: a1, leaseOwner: 'R', attempts: 2 });
    expect(await claim(t.db, 'R', opts(1012, 1))).toBeUndefined(); // a1 runs again: a2 waits
    await complete(t.db, a1, 'R');
    expect((await claim(t.db, 'R', opts(1013, 1)))?.id).toBe(a2);
  });

  it('claims jobs without a group as before', async () => {
    const { id } = await enqueue(t.db, 'test.a', {}, { runAt: at(0) });
    expect((await claim(t.db, 'R', opts(0, 1)))?.id).toBe(id);
  });
});

describe('claims from several runners at once (instances sharing one PostgreSQL)', () => {
  it('never hands one job to two runners, and keeps the per-account limit', async () => {
    for (let i = 0; i < 12; i++) await enqueue(t.db, 'test.a', { i }, { runAt: at(0), group: `account:${i % 3}` });
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claim(t.db, `R${i}`, { kinds: ['test.a'], leaseMs: 60_000, perGroup: 2, now: at(10) }),
      ),
    );
    const taken = claims.filter((j) => j !== undefined);
    expect(new Set(taken.map((j) => j.id)).size).toBe(taken.length);
    const perGroup = new Map<string, number>();
    for (const j of taken) perGroup.set(j.groupKey!, (perGroup.get(j.groupKey!) ?? 0) + 1);
    expect([...perGroup.values()]).toEqual([2, 2, 2]);
  });

  it.skipIf(process.env.OHA_TEST_DIALECT !== 'postgres')(
    'passes over a job another transaction holds locked instead of waiting for it',
    async () => {
      const first = await enqueue(t.db, 'test.a', {}, { runAt: at(0) });
      const second = await enqueue(t.db, 'test.a', {}, { runAt: at(1) });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('jobs').select('id').where('id', '=', first.id).forUpdate().execute();
        locked();
        await held;
      });
      await isLocked;
      const job = await claim(t.db, 'A', { kinds: ['test.a'], leaseMs: 1000, now: at(10) });
      release();
      await holder;
      expect(job?.id).toBe(second.id);
    },
  );
});
