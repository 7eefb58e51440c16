import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, openTestDatabase, type OpenedDb, type TestDatabase } from '@db/connection';
import { broadcastFor, MAX_PAYLOAD_BYTES, type Broadcast } from './broadcast.server';

let t: TestDatabase;
const opened: Broadcast[] = [];
const extra: OpenedDb[] = [];
const onPostgres = process.env.OHA_TEST_DIALECT === 'postgres';

beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  for (const b of opened.splice(0)) await b.close();
  for (const o of extra.splice(0)) await o.db.destroy();
  await t.close();
});

function instance(o: OpenedDb = t): Broadcast {
  const b = broadcastFor(o);
  opened.push(b);
  return b;
}

/** Another instance of the app: its own pool on the same database. */
function otherInstance(): Broadcast {
  const o = openDatabase({ dialect: 'postgres', url: t.url! });
  extra.push(o);
  return instance(o);
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('broadcast', () => {
  it('delivers to the channel’s subscribers at once, and no more after unsubscribing', async () => {
    const b = instance();
    const got: unknown[] = [];
    const other: unknown[] = [];
    const stop = b.subscribe('labels', (p) => got.push(p));
    b.subscribe('knowledge', (p) => other.push(p));
    await b.publish('labels', { lang: 'fr' });
    expect(got).toEqual([{ lang: 'fr' }]);
    stop();
    await b.publish('labels', { lang: 'ko' });
    expect(got).toEqual([{ lang: 'fr' }]);
    expect(other).toEqual([]);
  });

  it('refuses a payload too large for NOTIFY on either database', async () => {
    const b = instance();
    await expect(b.publish('x', { text: 'a'.repeat(MAX_PAYLOAD_BYTES) })).rejects.toThrow(/send ids/);
  });

  it.skipIf(!onPostgres)('reaches the subscribers of every other instance once', async () => {
    const a = instance();
    const b = otherInstance();
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    const warm: unknown[] = [];
    a.subscribe('visitors', (p) => atA.push(p));
    b.subscribe('visitors', (p) => atB.push(p));
    const warmA: unknown[] = [];
    b.subscribe('warm-up', (p) => warm.push(p));
    a.subscribe('warm-up-a', (p) => warmA.push(p));
    // Each listening connection is up once a message from the other instance has reached it.
    await until(() => warm.length > 0 || (void a.publish('warm-up', 'ping'), false));
    await until(() => warmA.length > 0 || (void b.publish('warm-up-a', 'ping'), false));
    await b.publish('visitors', { assistantId: 7 });
    await until(() => atA.length > 0);
    expect(atA).toEqual([{ assistantId: 7 }]);
    expect(atB).toEqual([{ assistantId: 7 }]); // its own, once, not echoed again
  });

  it.skipIf(!onPostgres)('once listening, misses nothing another instance publishes', async () => {
    const a = instance();
    const b = otherInstance();
    const atB: unknown[] = [];
    b.subscribe('open-house:1', (p) => atB.push(p));
    await b.listening();
    // No warm-up: the first message after `listening()` resolved is heard.
    await a.publish('open-house:1', { type: 'visit', visitId: 3 });
    await until(() => atB.length > 0);
    expect(atB).toEqual([{ type: 'visit', visitId: 3 }]);
  });

  it('is listening at once in memory', async () => {
    await expect(instance().listening()).resolves.toBeUndefined();
  });

  it.skipIf(!onPostgres)('tells subscribers of a gap after its connection was lost, then hears again', async () => {
    const a = instance();
    const b = otherInstance();
    const atB: unknown[] = [];
    let gaps = 0;
    b.subscribe('labels', (p) => atB.push(p), { onGap: () => gaps++ });
    await until(() => atB.includes('ready') || (void a.publish('labels', 'ready'), false));
    // The listener's server process goes away (a restart, a failover).
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await admin.end();
    await until(() => gaps > 0);
    expect(gaps).toBe(1);
    atB.length = 0;
    await until(() => atB.includes('again') || (void a.publish('labels', 'again'), false));
    expect(atB).toContain('again');
  });
});
