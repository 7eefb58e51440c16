import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, openTestDatabase, type OpenedDb, type TestDatabase } from '@db/connection';
import { broadcast, broadcastFor, closeBroadcast, type Broadcast } from './broadcast.server';
import { cacheChannel, invalidateEverywhere, onInvalidate } from './cache-invalidation.server';
import { useDatabaseForTests } from './db.server';

let t: TestDatabase;
const others: Array<{ o: OpenedDb; b: Broadcast }> = [];
const onPostgres = process.env.OHA_TEST_DIALECT === 'postgres';

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  await closeBroadcast();
  for (const { o, b } of others.splice(0)) {
    await b.close();
    await o.db.destroy();
  }
  useDatabaseForTests(undefined);
  await t.close();
});

/** A cache as a module keeps one: a Map, registered by name. */
function registered(name: string) {
  const map = new Map<string, string>([
    ['1', 'one'],
    ['2', 'two'],
  ]);
  const stop = onInvalidate(name, { drop: (k) => map.delete(k), dropAll: () => map.clear() });
  return { map, stop };
}

/** Another instance of the app on the same database: its own pool and listening connection. */
function otherInstance(): Broadcast {
  const o = openDatabase({ dialect: 'postgres', url: t.url! });
  const b = broadcastFor(o);
  others.push({ o, b });
  return b;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('cache invalidation', () => {
  it('drops the key on this instance at once, and only in the named cache', async () => {
    const labels = registered('labels');
    const knowledge = registered('listing-knowledge');
    await invalidateEverywhere('listing-knowledge', 2);
    expect([...knowledge.map.keys()]).toEqual(['1']);
    expect([...labels.map.keys()]).toEqual(['1', '2']);
    knowledge.stop();
    await invalidateEverywhere('listing-knowledge', 1);
    expect([...knowledge.map.keys()]).toEqual(['1']);
  });

  it.skipIf(!onPostgres)('drops the key when another instance invalidates it', async () => {
    const { map } = registered('listing-knowledge');
    await broadcast().listening();
    await otherInstance().publish(cacheChannel('listing-knowledge'), { key: '1' });
    await until(() => !map.has('1'));
    expect([...map.keys()]).toEqual(['2']);
  });

  it.skipIf(!onPostgres)('empties the cache when messages may have been missed', async () => {
    const { map } = registered('listing-knowledge');
    await broadcast().listening();
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    await admin.end();
    await until(() => map.size === 0);
    expect(map.size).toBe(0);
  });
});
