import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { openDatabase, openTestDatabase, type TestDatabase } from '@db/connection';
import { resetConfigForTests } from './config.server';
import { useDatabaseForTests } from './db.server';
import { rateLimit as countHit, rateLimitAll as countHits, type Limit } from './rate-limit.server';

const W = { limit: 3, windowMs: 60_000 };

// The counters are in the database (rate-limiter-flexible's store), which reads the clock itself:
// each hit is made at the time the test names.
const rateLimit = (key: string, limit: Limit, now: number) => (vi.setSystemTime(now), countHit(key, limit));
const rateLimitAll = (checks: Array<[string, Limit]>, now: number) => (vi.setSystemTime(now), countHits(checks));
const inOrder = async <T>(n: number, f: () => Promise<T>) => {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await f());
  return out;
};

let t: TestDatabase;
beforeEach(async () => {
  process.env.OHA_RATE_LIMIT_SCALE = '1';
  resetConfigForTests();
  t = await openTestDatabase();
  useDatabaseForTests(t);
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  useDatabaseForTests(undefined);
  await t.close();
  delete process.env.OHA_RATE_LIMIT_SCALE;
  resetConfigForTests();
});

describe('rateLimit', () => {
  it('allows up to the limit in a window, then refuses with a retry time', async () => {
    const t = 1_000_000;
    expect((await inOrder(3, () => rateLimit('k', W, t))).map((r) => r.ok)).toEqual([true, true, true]);
    const r = await rateLimit('k', W, t + 1000);
    expect(r.ok).toBe(false);
    expect(r.retryAfter).toBe(59);
  });

  it('starts a new window once the old one has passed', async () => {
    const t = 2_000_000;
    for (let i = 0; i < 4; i++) await rateLimit('k', W, t);
    expect((await rateLimit('k', W, t + 60_000)).ok).toBe(true);
  });

  it('keeps keys apart', async () => {
    for (let i = 0; i < 4; i++) await rateLimit('a', W, 0);
    expect((await rateLimit('b', W, 0)).ok).toBe(true);
  });

  it('scales limits by OHA_RATE_LIMIT_SCALE', async () => {
    process.env.OHA_RATE_LIMIT_SCALE = '2';
    resetConfigForTests();
    const results = (await inOrder(7, () => rateLimit('s', W, 0))).map((r) => r.ok);
    expect(results).toEqual([true, true, true, true, true, true, false]);
  });

  it('turns off with scale 0', async () => {
    process.env.OHA_RATE_LIMIT_SCALE = '0';
    resetConfigForTests();
    expect((await inOrder(50, () => rateLimit('z', W, 0))).every((r) => r.ok)).toBe(true);
  });
});

describe('rateLimitAll', () => {
  it('refuses when any key is over its limit (per IP and per email)', async () => {
    const ip: [string, typeof W] = ['ip:1', { limit: 100, windowMs: 60_000 }];
    for (let i = 0; i < 3; i++) expect((await rateLimitAll([ip, ['email:a', W]], 0)).ok).toBe(true);
    expect((await rateLimitAll([ip, ['email:a', W]], 0)).ok).toBe(false);
    expect((await rateLimitAll([ip, ['email:b', W]], 0)).ok).toBe(true);
  });
});

describe('counters shared by every instance', () => {
  it('counts hits made through another connection to the same database', async () => {
    // A second instance: its own handle on the same database, its own limiter objects.
    const other = openDatabase(
      t.dialect === 'postgres' ? { dialect: 'postgres', url: t.url! } : path.join(t.dir, 'oha.sqlite'),
    );
    try {
      await rateLimit('shared', W, 5_000_000);
      await rateLimit('shared', W, 5_000_000);
      useDatabaseForTests(other);
      await rateLimit('shared', W, 5_000_000);
      const refused = await rateLimit('shared', W, 5_001_000);
      expect(refused).toMatchObject({ ok: false, retryAfter: 59 });
    } finally {
      useDatabaseForTests(t);
      await other.db.destroy();
    }
  });
});
