import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { enqueue, jobStatus, PermanentJobError } from './queue.server';
import { registerJobHandler, startJobRunner, type JobRunner } from './runner.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let runner: JobRunner | undefined;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  await t.close();
});

const untilAborted = (signal: AbortSignal) =>
  new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('job runner', () => {
  it('runs enqueued jobs with their payload and marks them done', async () => {
    const seen: number[] = [];
    registerJobHandler<{ n: number }>('runner.ok', async ({ n }, ctx) => {
      await ctx.progress({ step: n });
      seen.push(n);
    });
    runner = startJobRunner({ db: t.db, concurrency: 2, pollMs: 20 });
    const ids = await Promise.all([1, 2, 3].map((n) => enqueue(t.db, 'runner.ok', { n })));
    await runner.drain();
    expect(seen.sort()).toEqual([1, 2, 3]);
    for (const { id } of ids) expect(await jobStatus(t.db, id)).toMatchObject({ status: 'done' });
  });

  it('queues a failed job again with its error', async () => {
    registerJobHandler('runner.flaky', async () => {
      throw new Error('service unavailable');
    });
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    const { id } = await enqueue(t.db, 'runner.flaky', {});
    await runner.drain();
    expect(await jobStatus(t.db, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'service unavailable',
    });
  });

  it('resumes a job left running by a runner that died', async () => {
    let ran = 0;
    registerJobHandler('runner.resume', async () => {
      ran++;
    });
    const { id } = await enqueue(t.db, 'runner.resume', {});
    await t.db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 1,
        leaseOwner: 'dead',
        leaseExpiresAt: new Date(Date.now() - 1).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    await runner.drain();
    expect(ran).toBe(1);
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job at its time limit without retrying it', async () => {
    registerJobHandler('runner.slow', (_p, ctx) => untilAborted(ctx.signal), { timeoutMs: 50 });
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    const { id } = await enqueue(t.db, 'runner.slow', {});
    await runner.drain();
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'failed', lastError: 'time limit of 0 s reached' });
  });

  it('hands running jobs back on stop, without counting the attempt', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    registerJobHandler('runner.long', (_p, ctx) => {
      started();
      return untilAborted(ctx.signal);
    });
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    const { id } = await enqueue(t.db, 'runner.long', {});
    await running;
    await runner.stop();
    runner = undefined;
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null });
  });
});

describe('giving up on a job', () => {
  it('tells the kind when a job fails for good, with the error', async () => {
    const given: Array<[unknown, string]> = [];
    registerJobHandler<{ n: number }>(
      'runner.doomed',
      async () => {
        throw new PermanentJobError('cannot be done');
      },
      { onGiveUp: async (p, err) => void given.push([p, (err as Error).message]) },
    );
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    const { id } = await enqueue(t.db, 'runner.doomed', { n: 7 });
    await runner.drain();
    expect(given).toEqual([[{ n: 7 }, 'cannot be done']]);
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'failed' });
  });

  it('does not give up on a job that will be retried', async () => {
    let given = 0;
    registerJobHandler(
      'runner.retried',
      async () => {
        throw new Error('busy');
      },
      { onGiveUp: async () => void given++ },
    );
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    await enqueue(t.db, 'runner.retried', {});
    await runner.drain();
    expect(given).toBe(0);
  });

  it('gives up on a job whose runs kept dying before the end, without running it again', async () => {
    let ran = 0;
    let given = 0;
    registerJobHandler('runner.crashes', async () => void ran++, { onGiveUp: async () => void given++ });
    const { id } = await enqueue(t.db, 'runner.crashes', {}, { maxAttempts: 2 });
    await t.db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 2,
        leaseOwner: 'dead',
        leaseExpiresAt: new Date(Date.now() - 1).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    runner = startJobRunner({ db: t.db, pollMs: 20 });
    await runner.drain();
    expect({ ran, given }).toEqual({ ran: 0, given: 1 });
    expect(await jobStatus(t.db, id)).toMatchObject({ status: 'failed' });
  });
});
