import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent, seedIntegration } from '@db/test-seed';
import { claim } from '../jobs/queue.server';
import { startJobRunner, type JobRunner } from '../jobs/runner.server';
import { storeEvent } from './deliveries.server';
import {
  DELIVERY_JOB,
  deliveryDeps,
  enqueueDeliveries,
  registerDeliveryJobs,
  runDeliveryJob,
} from './delivery-jobs.server';
import type { LeadCreatedData } from './events';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let server: http.Server | undefined;
let runner: JobRunner | undefined;

beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = undefined;
  await t.close();
});

/** A receiver answering with the given statuses in turn (the last one repeats). */
async function receiver(statuses: number[]) {
  const hits: string[] = [];
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push(body);
      res.writeHead(statuses[Math.min(hits.length - 1, statuses.length - 1)]!).end();
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits };
}

async function seed(webhookUrl: string) {
  const { assistantId } = await seedAgent(t.db, { pathname: 'dana_1' });
  await seedIntegration(t.db, assistantId, { webhookUrl });
  return assistantId;
}

const lead = (assistantId: number): LeadCreatedData => ({
  assistant: { id: assistantId, name: "Dana's Assistant", chatUrl: 'https://oha.example/assistants/dana_1' },
  lead: {
    id: 1,
    createdAt: '2026-11-25T10:00:00.000Z',
    name: 'Pat Visitor',
    email: 'pat@example.net',
    phone: null,
    message: 'Call me',
    listing: null,
    form: 'modal',
    source: 'sign',
    sourceLabel: 'For Sale sign',
    conversationUrl: null,
  },
});

/** Stores the event and queues its delivery in one transaction, as notify.server.ts does. */
async function storeAndQueue(assistantId: number) {
  return t.db.transaction().execute(async (trx) => {
    const ids = await storeEvent(trx, assistantId, 'lead.created', lead(assistantId));
    await enqueueDeliveries(trx, ids);
    return ids;
  });
}

// The server's settings, with the receiver on 127.0.0.1 allowed.
const deps = () => ({ ...deliveryDeps(), allowPrivate: true });

function start() {
  registerDeliveryJobs(t.db, deps);
  runner = startJobRunner({ db: t.db, concurrency: 2, pollMs: 20 });
  return runner;
}

const delivery = (id: number) =>
  t.db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const jobsOf = () => t.db.selectFrom('jobs').selectAll().where('kind', '=', DELIVERY_JOB).orderBy('id').execute();

/** Brings a queued retry forward to now, as if its backoff had passed. */
async function skipBackoff(id: number) {
  const now = new Date().toISOString();
  await t.db.updateTable('deliveries').set({ nextAttemptAt: now }).where('id', '=', id).execute();
  await t.db
    .updateTable('jobs')
    .set({ runAt: now })
    .where('kind', '=', DELIVERY_JOB)
    .where('status', '=', 'queued')
    .execute();
}

describe('deliveries as jobs', () => {
  it('queues the first attempt with the event, and each retry at its backoff time until delivered', async () => {
    const r = await receiver([500, 200]);
    const assistantId = await seed(r.url);
    const [id] = await storeAndQueue(assistantId);
    expect(await jobsOf()).toMatchObject([{ status: 'queued', payload: JSON.stringify({ deliveryId: id }) }]);

    await start().drain();
    expect(r.hits).toHaveLength(1);
    const pending = await delivery(id!);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // The retry is a job of its own, due when the delivery's backoff ends.
    const jobs = await jobsOf();
    expect(jobs.map((j) => j.status)).toEqual(['done', 'queued']);
    expect(jobs[1]!.runAt).toBe(pending.nextAttemptAt);

    await skipBackoff(id!);
    await runner!.drain();
    expect(r.hits).toHaveLength(2);
    expect(r.hits[1]).toBe(r.hits[0]);
    expect(await delivery(id!)).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect((await jobsOf()).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('stores nothing and queues nothing when the lead is rolled back', async () => {
    const r = await receiver([200]);
    const assistantId = await seed(r.url);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueDeliveries(trx, await storeEvent(trx, assistantId, 'lead.created', lead(assistantId)));
        throw new Error('the lead insert failed');
      }),
    ).rejects.toThrow('the lead insert failed');
    expect(await t.db.selectFrom('deliveries').selectAll().execute()).toEqual([]);
    expect(await jobsOf()).toEqual([]);
  });

  it('after a crash mid-attempt, sends the delivery when the lapsed job is claimed again', async () => {
    const r = await receiver([200]);
    const assistantId = await seed(r.url);
    const [id] = await storeAndQueue(assistantId);
    // A runner took the job and died: its lease has already run out.
    expect(await claim(t.db, 'dead-runner', { kinds: [DELIVERY_JOB], leaseMs: -1 })).toBeDefined();

    await start().drain();
    expect(r.hits).toHaveLength(1);
    expect(await delivery(id!)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('a job for a delivery that is finished or not yet due sends nothing', async () => {
    const r = await receiver([200]);
    const assistantId = await seed(r.url);
    const [id] = await storeAndQueue(assistantId);
    const later = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('deliveries').set({ nextAttemptAt: later }).where('id', '=', id!).execute();
    expect(await runDeliveryJob(t.db, { deliveryId: id! }, deps())).toEqual({ status: 'done' });
    await t.db.updateTable('deliveries').set({ status: 'delivered', nextAttemptAt: null }).execute();
    expect(await runDeliveryJob(t.db, { deliveryId: id! }, deps())).toEqual({ status: 'done' });
    expect(r.hits).toHaveLength(0);
  });
});
