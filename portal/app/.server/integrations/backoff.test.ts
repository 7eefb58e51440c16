import { describe, expect, it } from 'vitest';
import { nextAttemptAt, parseRetryAfter, retryDelayMs, RETRY_WINDOW_MS } from './backoff';

const created = new Date('2026-11-25T10:00:00.000Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('delivery backoff', () => {
  it('grows by 4x from 5 seconds and stops growing at 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      5_000, 20_000, 80_000, 320_000, 1_280_000, 5_120_000, 20_480_000, 21_600_000, 21_600_000,
    ]);
  });

  it('keeps trying for 24 hours, the last attempt at the 24-hour mark, then gives up', () => {
    const times: number[] = [];
    let now = created;
    let failed = 0;
    for (;;) {
      failed += 1;
      const next = nextAttemptAt({ createdAt: created, failedAttempts: failed, now });
      if (!next) break;
      times.push(next.getTime() - created.getTime());
      now = next;
    }
    expect(times.map((ms) => Math.round(ms / 1000))).toEqual([5, 25, 105, 425, 1705, 6825, 27305, 48905, 70505, 86400]);
    expect(times.at(-1)).toBe(RETRY_WINDOW_MS);
    expect(failed).toBe(11); // the first attempt and ten retries
  });

  it('honours a longer Retry-After, never a shorter one, and never past the window', () => {
    expect(nextAttemptAt({ createdAt: created, failedAttempts: 1, now: created, retryAfterMs: 120_000 })).toEqual(
      after(120_000),
    );
    expect(nextAttemptAt({ createdAt: created, failedAttempts: 3, now: created, retryAfterMs: 1_000 })).toEqual(
      after(80_000),
    );
    expect(
      nextAttemptAt({ createdAt: created, failedAttempts: 1, now: after(3600_000), retryAfterMs: 48 * 3600_000 }),
    ).toEqual(after(RETRY_WINDOW_MS));
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(parseRetryAfter('8', created)).toBe(8000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 10:01:00 GMT', created)).toBe(60_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 09:00:00 GMT', created)).toBe(0);
    expect(parseRetryAfter('soon', created)).toBeNull();
    expect(parseRetryAfter(null, created)).toBeNull();
  });
});
