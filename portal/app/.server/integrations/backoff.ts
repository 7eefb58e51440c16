// When a failed delivery is tried again: exponential backoff (5 s, 20 s, 80 s, ~5 min, ~21 min,
// ~85 min, ~5.7 h, then every 6 h) for 24 hours from the event, with one last attempt at the 24-hour mark;
// a receiver's Retry-After (seconds or an HTTP date) pushes the next attempt later, never earlier.
export const RETRY_WINDOW_MS = 24 * 3600_000;
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_DELAY_MS = 6 * 3600_000;
/** Each attempt gets this long to connect, send and read the answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** An attempt under way holds its delivery this long (an attempt plus a wide margin); a process
 * that dies mid-attempt leaves the delivery due again after it. */
export const ATTEMPT_LEASE_MS = 60_000;

/** The wait after `failedAttempts` failures (1 = the first attempt failed). */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_MS * 4 ** Math.max(0, failedAttempts - 1));
}

/** Retry-After as milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/**
 * When to try again after a failed attempt, or null when the retry window is over (the delivery
 * is then marked failed).
 */
export function nextAttemptAt(opts: {
  createdAt: Date;
  failedAttempts: number;
  now: Date;
  retryAfterMs?: number | null;
}): Date | null {
  const deadline = opts.createdAt.getTime() + RETRY_WINDOW_MS;
  const now = opts.now.getTime();
  if (now >= deadline) return null;
  const wait = Math.max(retryDelayMs(opts.failedAttempts), opts.retryAfterMs ?? 0);
  return new Date(Math.min(now + wait, deadline));
}
