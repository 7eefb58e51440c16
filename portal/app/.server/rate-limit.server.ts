// In-memory fixed-window rate limits, keyed by whatever the caller names (IP, email, assistant).
// One process serves the app, so memory is enough; a restart forgets the counters, which only
// ever errs on the side of letting people in. config().rateLimitScale multiplies every limit
// (the bench raises it); 0 turns limits off.
import { data } from '@remix-run/node';
import { config } from './config.server';

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  ok: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

const buckets = new Map<string, Bucket>();
let lastSweep = 0;

function sweep(now: number) {
  // Drop expired windows now and then so the map cannot grow without bound.
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
}

/** Counts one hit against `key` and says whether it is still within the limit. */
export function rateLimit(key: string, { limit, windowMs }: Limit, now = Date.now()): LimitResult {
  const scale = config().rateLimitScale;
  if (scale === 0) return { ok: true, remaining: Infinity, retryAfter: 0 };
  const max = Math.max(1, Math.floor(limit * scale));
  sweep(now);
  let b = buckets.get(key);
  if (!b || b.resetAt <= now) {
    b = { count: 0, resetAt: now + windowMs };
    buckets.set(key, b);
  }
  b.count += 1;
  const retryAfter = Math.max(1, Math.ceil((b.resetAt - now) / 1000));
  return { ok: b.count <= max, remaining: Math.max(0, max - b.count), retryAfter };
}

/** Checks several keys at once (e.g. per IP and per email); every key counts the hit. */
export function rateLimitAll(checks: Array<[string, Limit]>, now = Date.now()): LimitResult {
  let worst: LimitResult = { ok: true, remaining: Infinity, retryAfter: 0 };
  for (const [key, lim] of checks) {
    const r = rateLimit(key, lim, now);
    if (!r.ok && (worst.ok || r.retryAfter > worst.retryAfter)) worst = r;
    else if (worst.ok && r.remaining < worst.remaining) worst = r;
  }
  return worst;
}

export function resetRateLimitsForTests(): void {
  buckets.clear();
}

/** The client address portal/server.ts puts in the load context (Express's req.ip). */
export function clientIp(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === 'string' && ip ? ip : 'unknown';
}

/** A route action's 429: the form shows `error` inline; Retry-After tells clients when to return. */
export function tooManyRequests<T extends object>(body: T, result: LimitResult) {
  return data(body, { status: 429, headers: { 'Retry-After': String(result.retryAfter) } });
}

// The limits of the account forms (login has its own policy in auth/login-throttle.server.ts). Generous enough for a household behind one IP, tight enough
// to make guessing passwords or flooding inboxes pointless.
const MIN = 60_000;
export const LIMITS = {
  registerPerIp: { limit: 20, windowMs: 60 * MIN },
  forgotPerIp: { limit: 20, windowMs: 60 * MIN },
  forgotPerEmail: { limit: 5, windowMs: 60 * MIN },
  resetPerIp: { limit: 30, windowMs: 60 * MIN },
  contactPerIp: { limit: 10, windowMs: 60 * MIN },
} satisfies Record<string, Limit>;

/**
 * File uploads (POST /api/uploads): OHA_UPLOADS_PER_HOUR per account, three times that per IP (an
 * office behind one address). Read at each call so a test can change the setting.
 */
export function uploadLimits(): { perAccount: Limit; perIp: Limit } {
  const perHour = config().uploadsPerHour;
  return {
    perAccount: { limit: perHour, windowMs: 60 * MIN },
    perIp: { limit: perHour * 3, windowMs: 60 * MIN },
  };
}
