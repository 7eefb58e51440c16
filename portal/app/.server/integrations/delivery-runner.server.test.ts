import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { ATTEMPT_LEASE_MS } from './backoff';
import { sendTestEvent, storeEvent, type DeliveryDeps } from './deliveries.server';
import { claimDueDeliveries, createDeliveryRunner } from './delivery-runner.server';
import type { LeadCreatedData } from './events';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let server: http.Server | undefined;

beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = undefined;
  await t.close();
});

/** A receiver answering with the given statuses in turn (the last one repeats), once `hold` resolves. */
async function receiver(statuses: number[], hold: Promise<unknown> = Promise.resolve()) {
  const hits: string[] = [];
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push(body);
      const status = statuses[Math.min(hits.length - 1, statuses.length - 1)]!;
      void hold.then(() => res.writeHead(status).end());
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits };
}

async function seed(webhookUrl: string) {
  const { id: userId } = await t.db
    .insertInto('users')
    .values({ email: 'a@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Dana', lName: 'Lee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: assistantId } = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'dana_1',
      realtorUserId: userId,
      ohaName: "Dana's Assistant",
      publicEmail: 'a@example.com',
      publicPhone: '1',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('assistantIntegrations')
    .values({ assistantId, webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=', webhookUrl })
    .execute();
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

// Real time as the start (receivers refuse signatures far from their clock), moved by hand.
const start = new Date(Math.floor(Date.now() / 1000) * 1000);
let clock = start;
const later = (ms: number) => (clock = new Date(start.getTime() + ms));
const deps = (): DeliveryDeps => ({ allowPrivate: true, fub: { system: 'OpenHouseAssistant' }, now: () => clock });
const runner = () => createDeliveryRunner({ db: () => t.db, deps, now: () => clock });

describe('the delivery runner', () => {
  beforeEach(() => void later(0));

  it('sends a stored delivery when due, and again after the backoff until delivered', async () => {
    const r = await receiver([500, 200]);
    const assistantId = await seed(r.url);
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', lead(assistantId), clock);
    const run = runner();

    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(1);
    const pending = await t.db.selectFrom('deliveries').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(pending.nextAttemptAt).toBe(new Date(start.getTime() + 5_000).toISOString());

    // Not due yet: nothing is sent.
    later(4_000);
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(1);

    later(5_000);
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(2);
    expect(r.hits[1]).toBe(r.hits[0]);
    const done = await t.db.selectFrom('deliveries').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, nextAttemptAt: null });

    later(60_000);
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(2);
  });

  it('never gives one due delivery to two runners', async () => {
    const r = await receiver([200]);
    const assistantId = await seed(r.url);
    await storeEvent(t.db, assistantId, 'lead.created', lead(assistantId), clock);
    const [a, b] = [runner(), runner()];
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    expect(r.hits).toHaveLength(1);
  });

  it('after a restart mid-attempt, sends the delivery again once the claim has lapsed', async () => {
    const r = await receiver([200]);
    const assistantId = await seed(r.url);
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', lead(assistantId), clock);
    // A runner that claimed it and died before recording the attempt.
    expect(await claimDueDeliveries(t.db, clock, 10)).toEqual([id]);

    const run = runner();
    later(ATTEMPT_LEASE_MS - 1);
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(0);

    later(ATTEMPT_LEASE_MS);
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(1);
    const row = await t.db.selectFrom('deliveries').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row.status).toBe('delivered');
  });

  it('leaves the test event to the agent who is waiting for it', async () => {
    let release = () => {};
    const r = await receiver([500], new Promise<void>((resolve) => (release = resolve)));
    const assistantId = await seed(r.url);
    const sent = sendTestEvent(
      t.db,
      { id: assistantId, name: "Dana's Assistant", chatUrl: 'https://oha.example/assistants/dana_1' },
      deps(),
    );
    // The test event is stored and under way: the runner must not send it a second time.
    await expect.poll(() => r.hits.length).toBe(1);
    const run = runner();
    await run.tick();
    await run.idle();
    release();
    expect(await sent).toMatchObject({ status: 'failed', statusCode: 500 });
    expect(r.hits).toHaveLength(1);
  });

  it('attempts at most `concurrency` deliveries at a time', async () => {
    const r = await receiver([200]);
    const assistantId = await seed(r.url);
    for (let i = 0; i < 3; i++) await storeEvent(t.db, assistantId, 'lead.created', lead(assistantId), clock);
    const run = createDeliveryRunner({ db: () => t.db, deps, now: () => clock, concurrency: 2 });
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(2);
    await run.tick();
    await run.idle();
    expect(r.hits).toHaveLength(3);
  });
});
