import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import * as throttle from './login-throttle.server';
import { accountDelayMs, LOGIN_POLICY, recordLoginSuccess } from './login-throttle.server';

// The counters are in the database (the rate-limit store), which reads the clock itself: each
// check and failure happens at the time the test names.
const checkLogin = (ip: string, email: string, now: number) => (vi.setSystemTime(now), throttle.checkLogin(ip, email));
const recordLoginFailure = (ip: string, email: string, now: number) => (
  vi.setSystemTime(now),
  throttle.recordLoginFailure(ip, email)
);

const EMAIL = 'dana@example.com';
const ATTACKER = '198.51.100.7';
const USER = '203.0.113.20';

/** One login attempt as the route makes it: check, then a failure unless the password is right. */
async function attempt(ip: string, rightPassword: boolean, now: number) {
  const gate = await checkLogin(ip, EMAIL, now);
  if (!gate.ok) return { status: 429, retryAfter: gate.retryAfter };
  if (rightPassword) {
    await recordLoginSuccess(ip, EMAIL);
    return { status: 302 };
  }
  await recordLoginFailure(ip, EMAIL, now);
  return { status: 401 };
}

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

describe('login throttle', () => {
  it('lets the real user in from another IP while one IP guesses', async () => {
    const t = 1_000_000;
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await attempt(ATTACKER, false, t + i * 100)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual(Array(5).fill(429));
    // The attacker's IP stays refused even with the right password...
    expect((await attempt(ATTACKER, true, t + 2000)).status).toBe(429);
    // ...while the user, on another IP, gets in at once.
    expect((await attempt(USER, true, t + 1600)).status).toBe(302);
  });

  it('slows an account guessed from many IPs with growing delays, never a lock', async () => {
    const t = 5_000_000;
    let now = t;
    const waits: number[] = [];
    for (let i = 0; i < 30; i++) {
      const ip = `10.0.${i}.1`;
      let r = await attempt(ip, false, now);
      while (r.status === 429) {
        waits.push(r.retryAfter!);
        now += r.retryAfter! * 1000;
        r = await attempt(ip, false, now);
      }
      expect(r.status).toBe(401);
    }
    // Twenty free failures, then 1, 2, 4 ... seconds, capped at a minute.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    // The real user waits at most the current delay, then logs in.
    const denied = await attempt(USER, true, now);
    expect(denied).toEqual({ status: 429, retryAfter: 60 });
    expect((await attempt(USER, true, now + 60_000)).status).toBe(302);
    // A success clears the account: the next wrong password is answered at once.
    expect((await attempt('10.9.9.9', false, now + 60_001)).status).toBe(401);
  });

  it('does not count attempts refused during the wait', async () => {
    const t = 9_000_000;
    for (let i = 0; i < 21; i++) await recordLoginFailure(`10.1.${i}.1`, EMAIL, t);
    for (let i = 0; i < 50; i++) expect((await checkLogin(`10.2.${i}.1`, EMAIL, t + 10)).ok).toBe(false);
    expect((await checkLogin(USER, EMAIL, t + accountDelayMs(21))).ok).toBe(true);
  });

  it('forgets failures after a quiet quarter of an hour', async () => {
    const t = 20_000_000;
    for (let i = 0; i < 25; i++) await recordLoginFailure(`10.3.${i}.1`, EMAIL, t);
    expect((await checkLogin(USER, EMAIL, t + 1000)).ok).toBe(false);
    expect((await checkLogin(USER, EMAIL, t + LOGIN_POLICY.account.forgetAfterMs + 1)).ok).toBe(true);
  });

  it('limits every attempt from one IP across accounts', async () => {
    const t = 30_000_000;
    for (let i = 0; i < LOGIN_POLICY.perIp.limit; i++)
      expect((await checkLogin(ATTACKER, `a${i}@x.co`, t)).ok).toBe(true);
    const r = await checkLogin(ATTACKER, 'another@x.co', t);
    expect(r.ok).toBe(false);
    expect(r.retryAfter).toBe(15 * 60);
    expect((await checkLogin(USER, EMAIL, t)).ok).toBe(true);
  });

  it('is off when the rate limits are off', async () => {
    process.env.OHA_RATE_LIMIT_SCALE = '0';
    resetConfigForTests();
    for (let i = 0; i < 100; i++) expect((await attempt(ATTACKER, false, 1000 + i)).status).toBe(401);
  });
});
