// The kiosk's queue (widget/src/kiosk/queue.ts) against the real sign-in action and database: a
// sign-in is stored once whatever happens on the way. The network drops (it waits and goes later),
// the server's answer is lost after it stored the visit (it goes again and counts once), the
// server is busy (it goes again), the same key arrives twice at once (one visit), and a sign-in the
// server refuses is kept aside and not sent again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActionFunctionArgs } from '@remix-run/node';
import { openTestDatabase } from '@db/connection';
import { EMPTY_SIGNIN, type SignInRequest } from '@widget/chat/sign-in';
import { flushQueue, memoryStore, newEntry, type PostSignIn, type QueueStore } from '@widget/kiosk/queue';
import { action } from '~/routes/api.open-house-sign-in';
import { useDatabaseForTests } from '../db.server';
import { resetRateLimitsForTests } from '../rate-limit.server';
import { createOpenHouse } from './open-houses.server';
import { agentWithListing, openHouseInput } from './test-open-house';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let code = '';
let openHouseId = 0;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  resetRateLimitsForTests();
  const { viewer, listingId } = await agentWithListing(t.db, 'a@example.com', 'dana_kiosk');
  const oh = await createOpenHouse(t.db, viewer, openHouseInput(listingId, { contactField: 'either' }));
  code = oh.code;
  openHouseId = oh.id;
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

let keys = 0;
const signIn = (name: string, over: Partial<SignInRequest['fields']> = {}): SignInRequest => ({
  code,
  pathname: 'dana_kiosk',
  language: 'en',
  idempotencyKey: `kiosk-test-key-${++keys}`,
  fields: {
    ...EMPTY_SIGNIN,
    name,
    email: `${name.toLowerCase()}@example.net`,
    hasAgent: 'no',
    timeline: '1-3',
    ...over,
  },
});

/** The sign-in action as the tablet's fetch reaches it (same origin, one visitor network). */
const server: PostSignIn = async (body) => {
  const res = await action({
    request: new Request('http://localhost/api/open-house-sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context: { clientIp: '203.0.113.9' },
    params: {},
  } as unknown as ActionFunctionArgs);
  const json = (await res.json()) as { sessionId?: string; visitId?: number; fields?: never };
  return { status: res.status, sessionId: json.sessionId, fields: json.fields };
};

const visits = async () =>
  (await t.db.selectFrom('visits').select('idempotencyKey').where('openHouseId', '=', openHouseId).execute()).length;

async function queued(store: QueueStore, ...bodies: SignInRequest[]) {
  for (const [i, b] of bodies.entries()) await store.put(newEntry(b, 1000 + i));
}

describe('the kiosk queue with the sign-in server', () => {
  it('keeps sign-ins while the network is down and sends each once when it is back', async () => {
    const store = memoryStore();
    await queued(store, signIn('Ana'), signIn('Ben'), signIn('Cy'));
    const offline: PostSignIn = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await flushQueue(store, offline)).toEqual({ sent: 0, refused: 0, waiting: 3 });
    expect(await flushQueue(store, offline)).toEqual({ sent: 0, refused: 0, waiting: 3 });
    expect(await visits()).toBe(0);
    expect(await flushQueue(store, server)).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(await store.all()).toEqual([]);
    expect(await visits()).toBe(3);
  });

  it('an answer lost after the server stored the visit: sent again, stored once', async () => {
    const store = memoryStore();
    await queued(store, signIn('Ana'), signIn('Ben'));
    // The first post reaches the server, which stores it; its answer never reaches the tablet.
    let lost = 0;
    const lossy: PostSignIn = async (body) => {
      await server(body);
      lost += 1;
      throw new TypeError('network connection was lost');
    };
    expect(await flushQueue(store, lossy)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(lost).toBe(1);
    expect(await visits()).toBe(1);
    const [first] = await store.all();
    expect(first).toMatchObject({ attempts: 1, state: 'waiting' });
    expect(await flushQueue(store, server)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(await visits()).toBe(2);
  });

  it('a busy server (503, 429) is tried again later; a refusal is kept aside and never sent again', async () => {
    const store = memoryStore();
    const bad = signIn('Dee', { email: '', phone: '123-4567-8901-2345' });
    await queued(store, bad, signIn('Eve'));
    const busy: PostSignIn = async () => ({ status: 503 });
    expect(await flushQueue(store, busy)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(await flushQueue(store, async () => ({ status: 429 }))).toMatchObject({ waiting: 2 });
    expect(await flushQueue(store, server)).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect(await store.all()).toEqual([
      expect.objectContaining({ key: bad.idempotencyKey, state: 'refused', lastStatus: 400 }),
    ]);
    let posted = 0;
    await flushQueue(store, async (b) => {
      posted += 1;
      return server(b);
    });
    expect(posted).toBe(0);
    expect(await visits()).toBe(1);
  });

  it('the same key posted twice at once, and replayed later, is one visit with one answer', async () => {
    const body = signIn('Fay');
    const [a, b] = await Promise.all([server(body), server(body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.sessionId).toBe(a.sessionId);
    const replay = await server(body);
    expect(replay).toMatchObject({ status: 200, sessionId: a.sessionId });
    expect(await visits()).toBe(1);
    expect(await t.db.selectFrom('leads').select('id').where('source', '=', 'open_house').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('consentRecords').select('id').execute()).toHaveLength(1);
  });
});
