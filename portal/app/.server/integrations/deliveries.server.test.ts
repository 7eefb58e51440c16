import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent, seedIntegration, TEST_WEBHOOK_SECRET } from '@db/test-seed';
import { startReplay, type ReplayServer } from '../ai/openai/replay-server';
import { attemptDelivery, sendTestEvent, storeEvent, type DeliveryDeps } from './deliveries.server';
import type { LeadCreatedData } from './events';
import { listDeliveries } from './integrations.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: http.Server[] = [];
let replay: ReplayServer | undefined;

beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await replay?.close();
  replay = undefined;
  await t.close();
});

const SECRET = TEST_WEBHOOK_SECRET;

async function seed(opts: { webhookUrl?: string | null; fubKey?: string | null } = {}) {
  const ids = await seedAgent(t.db, { pathname: 'dana_1' });
  await seedIntegration(t.db, ids.assistantId, { ...opts, secret: SECRET });
  return ids;
}

function leadData(assistantId: number): LeadCreatedData {
  return {
    assistant: { id: assistantId, name: "Dana's Assistant", chatUrl: 'https://oha.example/assistants/dana_1' },
    lead: {
      id: 1,
      createdAt: '2026-11-25T10:00:00.000Z',
      name: 'Pat Visitor',
      email: 'pat@example.net',
      phone: null,
      message: 'Call me',
      listing: '12 Birch Lane, Springfield, IL 62704',
      form: 'modal',
      source: 'sign',
      sourceLabel: 'For Sale sign',
      conversationUrl: null,
    },
  };
}

interface Hit {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver answering with the given statuses in turn (the last one repeats). */
async function receiver(answers: Array<{ status: number; headers?: Record<string, string>; body?: string }>) {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      const a = answers[Math.min(hits.length - 1, answers.length - 1)]!;
      res.writeHead(a.status, a.headers).end(a.body ?? '');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits };
}

// Real time: receivers (and the standardwebhooks library) refuse timestamps far from their clock.
const created = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (ms: number) => () => new Date(created.getTime() + ms);
const deps = (over: Partial<DeliveryDeps> = {}): DeliveryDeps => ({
  allowPrivate: true,
  fub: { system: 'OpenHouseAssistant' },
  now: at(0),
  ...over,
});

describe('storing events', () => {
  it('stores one delivery per configured destination; Follow Up Boss gets leads only', async () => {
    const none = await seed();
    expect(await storeEvent(t.db, none.assistantId, 'lead.created', leadData(none.assistantId))).toEqual([]);
    await t.db
      .updateTable('assistantIntegrations')
      .set({ webhookUrl: 'https://hooks.example.com/x', followupbossApiKey: 'fub-key-123456' })
      .execute();
    const both = await storeEvent(t.db, none.assistantId, 'lead.created', leadData(none.assistantId), created);
    expect(both).toHaveLength(2);
    const rows = await t.db.selectFrom('deliveries').selectAll().where('id', 'in', both).orderBy('id').execute();
    expect(rows.map((r) => r.destination)).toEqual(['webhook', 'followupboss']);
    // One event id for both: the receiver's deduplication key.
    expect(rows[0]!.eventId).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(rows[1]!.eventId).toBe(rows[0]!.eventId);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({
      id: rows[0]!.eventId,
      type: 'lead.created',
      timestamp: created.toISOString(),
      data: { lead: { source: 'sign', name: 'Pat Visitor' } },
    });
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: created.toISOString() });
  });
});

describe('attempting deliveries', () => {
  it('retries after a 500 and delivers once with the same signed event id', async () => {
    const r = await receiver([
      { status: 500, body: 'oops' },
      { status: 200, body: 'ok' },
    ]);
    const { userId, assistantId } = await seed({ webhookUrl: r.url });
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);

    const first = await attemptDelivery(t.db, id!, deps());
    expect(first).toMatchObject({ status: 'retry', statusCode: 500, error: 'The receiver answered 500.' });
    expect(first.status === 'retry' && first.retryAt).toEqual(at(5_000)());

    const second = await attemptDelivery(t.db, id!, deps({ now: at(5_000) }));
    expect(second).toMatchObject({ status: 'delivered', statusCode: 200 });
    // A job that runs again by mistake sends nothing more.
    expect(await attemptDelivery(t.db, id!, deps({ now: at(6_000) }))).toEqual({ status: 'done' });

    expect(r.hits).toHaveLength(2);
    for (const hit of r.hits) {
      const verified = new Webhook(SECRET).verify(hit.body, hit.headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'lead.created', data: { lead: { source: 'sign' } } });
    }
    expect(r.hits[0]!.headers['webhook-id']).toBe(r.hits[1]!.headers['webhook-id']);
    expect(r.hits[0]!.body).toBe(r.hits[1]!.body);

    const [listed] = await listDeliveries(t.db, userId, assistantId);
    expect(listed).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, nextAttemptAt: null });
    expect(listed!.history.map((h) => h.statusCode)).toEqual([500, 200]);
  });

  it("waits for the receiver's Retry-After when it is longer than the backoff", async () => {
    const r = await receiver([{ status: 429, headers: { 'retry-after': '120' } }]);
    const { assistantId } = await seed({ webhookUrl: r.url });
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);
    const out = await attemptDelivery(t.db, id!, deps());
    expect(out.status === 'retry' && out.retryAt).toEqual(at(120_000)());
  });

  it('marks the delivery failed once the 24 hours are over, and the agent sees it', async () => {
    const r = await receiver([{ status: 503 }]);
    const { userId, assistantId } = await seed({ webhookUrl: r.url });
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);
    expect((await attemptDelivery(t.db, id!, deps({ now: at(23 * 3600_000) }))).status).toBe('retry');
    expect(await attemptDelivery(t.db, id!, deps({ now: at(24 * 3600_000) }))).toMatchObject({
      status: 'failed',
      statusCode: 503,
    });
    const [listed] = await listDeliveries(t.db, userId, assistantId);
    expect(listed).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
  });

  it('fails at once when the destination is refused or removed', async () => {
    const r = await receiver([{ status: 200 }]);
    const { assistantId } = await seed({ webhookUrl: r.url });
    const [a] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);
    // Loopback without OHA_WEBHOOK_ALLOW_PRIVATE: never sent.
    expect(await attemptDelivery(t.db, a!, deps({ allowPrivate: false }))).toMatchObject({ status: 'failed' });
    const [b] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);
    await t.db.updateTable('assistantIntegrations').set({ webhookUrl: null }).execute();
    expect(await attemptDelivery(t.db, b!, deps())).toMatchObject({
      status: 'failed',
      error: 'The webhook was removed.',
    });
    expect(r.hits).toHaveLength(0);
  });

  it('signs retries with the current secret after a regeneration', async () => {
    const r = await receiver([{ status: 500 }, { status: 204 }]);
    const { assistantId } = await seed({ webhookUrl: r.url });
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);
    await attemptDelivery(t.db, id!, deps());
    const rotated = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    await t.db.updateTable('assistantIntegrations').set({ webhookSecret: rotated }).execute();
    expect((await attemptDelivery(t.db, id!, deps({ now: at(5_000) }))).status).toBe('delivered');
    expect(() =>
      new Webhook(rotated).verify(r.hits[1]!.body, r.hits[1]!.headers as Record<string, string>),
    ).not.toThrow();
  });

  it('creates the lead in Follow Up Boss through its client', async () => {
    const { assistantId } = await seed({ fubKey: 'fub-key-123456' });
    replay = await startReplay([
      { request: { method: 'POST', path: '/v1/events' }, response: { status: 201, body: { id: 3187 } } },
    ]);
    const [id] = await storeEvent(t.db, assistantId, 'lead.created', leadData(assistantId), created);
    const out = await attemptDelivery(
      t.db,
      id!,
      deps({ fub: { system: 'OpenHouseAssistant', baseUrl: replay.baseURL } }),
    );
    expect(out).toMatchObject({ status: 'delivered', statusCode: 201 });
    expect(replay.received[0]!.json).toMatchObject({
      type: 'Property Inquiry',
      source: 'Open House Assistant',
      person: { firstName: 'Pat', lastName: 'Visitor', tags: ['Open House Assistant', 'For Sale sign'] },
    });
  });
});

describe('the test event', () => {
  it("is sent at once, shows the receiver's answer and is never retried", async () => {
    const r = await receiver([{ status: 500, body: 'receiver is down' }]);
    const { userId, assistantId } = await seed({ webhookUrl: r.url });
    const out = await sendTestEvent(
      t.db,
      { id: assistantId, name: "Dana's Assistant", chatUrl: 'https://oha.example/assistants/dana_1' },
      deps(),
    );
    expect(out).toMatchObject({ status: 'failed', statusCode: 500, answer: 'receiver is down' });
    const body = JSON.parse(r.hits[0]!.body);
    expect(body).toMatchObject({ type: 'test', data: { assistant: { id: assistantId } } });
    const [listed] = await listDeliveries(t.db, userId, assistantId);
    expect(listed).toMatchObject({ eventType: 'test', status: 'failed', nextAttemptAt: null });
  });

  it('says so when no webhook is set', async () => {
    const { assistantId } = await seed();
    expect(await sendTestEvent(t.db, { id: assistantId, name: 'x', chatUrl: 'https://x' }, deps())).toEqual({
      status: 'no-webhook',
    });
  });
});
