import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from './config.server';
import { rateLimit, rateLimitAll, resetRateLimitsForTests } from './rate-limit.server';

const W = { limit: 3, windowMs: 60_000 };

beforeEach(() => {
  process.env.OHA_RATE_LIMIT_SCALE = '1';
  resetConfigForTests();
  resetRateLimitsForTests();
});
afterEach(() => {
  delete process.env.OHA_RATE_LIMIT_SCALE;
  resetConfigForTests();
});

describe('rateLimit', () => {
  it('allows up to the limit in a window, then refuses with a retry time', () => {
    const t = 1_000_000;
    expect([1, 2, 3].map(() => rateLimit('k', W, t).ok)).toEqual([true, true, true]);
    const r = rateLimit('k', W, t + 1000);
    expect(r.ok).toBe(false);
    expect(r.retryAfter).toBe(59);
  });

  it('starts a new window once the old one has passed', () => {
    const t = 2_000_000;
    for (let i = 0; i < 4; i++) rateLimit('k', W, t);
    expect(rateLimit('k', W, t + 60_000).ok).toBe(true);
  });

  it('keeps keys apart', () => {
    for (let i = 0; i < 4; i++) rateLimit('a', W, 0);
    expect(rateLimit('b', W, 0).ok).toBe(true);
  });

  it('scales limits by OHA_RATE_LIMIT_SCALE', () => {
    process.env.OHA_RATE_LIMIT_SCALE = '2';
    resetConfigForTests();
    const results = Array.from({ length: 7 }, () => rateLimit('s', W, 0).ok);
    expect(results).toEqual([true, true, true, true, true, true, false]);
  });

  it('turns off with scale 0', () => {
    process.env.OHA_RATE_LIMIT_SCALE = '0';
    resetConfigForTests();
    expect(Array.from({ length: 50 }, () => rateLimit('z', W, 0).ok).every(Boolean)).toBe(true);
  });
});

describe('rateLimitAll', () => {
  it('refuses when any key is over its limit (per IP and per email)', () => {
    const ip: [string, typeof W] = ['ip:1', { limit: 100, windowMs: 60_000 }];
    for (let i = 0; i < 3; i++) expect(rateLimitAll([ip, ['email:a', W]], 0).ok).toBe(true);
    expect(rateLimitAll([ip, ['email:a', W]], 0).ok).toBe(false);
    expect(rateLimitAll([ip, ['email:b', W]], 0).ok).toBe(true);
  });
});
