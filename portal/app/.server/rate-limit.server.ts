// Fixed-window rate limits, keyed by whatever the caller names (IP, email, assistant), counted in
// the database through rate-limiter-flexible (its SQLite store on the embedded default, its
// PostgreSQL store with DATABASE_URL; the table `rate_limits` comes from our migrations), so
// every instance behind a load balancer counts the same hits and a restart forgets nothing.
// config().rateLimitScale multiplies every limit (the bench raises it); 0 turns limits off. A
// store that cannot be reached lets the request through (and says so in the log): limits are a
// brake, not a lock.
import { data } from '@remix-run/node';
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { OpenedDb } from '@db/connection';
import { config } from './config.server';
import { opened } from './db.server';

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

const TABLE = 'rate_limits';

/** The limiters of one opened database (tests open many), one per points and window. */
const stores = new WeakMap<OpenedDb, Map<string, RateLimiterStoreAbstract>>();

/** A store-backed limiter of `points` per `windowMs` on the app's database. */
export function limiterFor(points: number, windowMs: number): RateLimiterStoreAbstract {
  const o = opened();
  let byShape = stores.get(o);
  if (!byShape) stores.set(o, (byShape = new Map()));
  const shape = `${points}/${windowMs}`;
  let limiter = byShape.get(shape);
  if (!limiter) {
    const opts = {
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: 'oha',
      points,
      duration: windowMs / 1000,
      // One limiter per database deletes rows whose window ended over an hour ago, every 5 minutes.
      clearExpiredByTimeout: byShape.size === 0,
    };
    limiter =
      o.dialect === 'postgres'
        ? new RateLimiterPostgres({ ...opts, storeClient: o.pool!, storeType: 'pool' })
        : new RateLimiterSQLite({ ...opts, storeClient: o.sqlite, storeType: 'better-sqlite3' });
    byShape.set(shape, limiter);
  }
  return limiter;
}

/**
 * Runs a limiter call. SQLite: while holding Kysely's connection, so the library's write never
 * lands inside another request's open Kysely transaction on the same handle.
 */
export async function withStore<T>(fn: () => Promise<T>): Promise<T> {
  const o = opened();
  if (o.dialect !== 'sqlite') return fn();
  return o.db.connection().execute(fn);
}

const UNLIMITED: LimitResult = { ok: true, remaining: Infinity, retryAfter: 0 };

const toResult = (res: RateLimiterRes, ok: boolean): LimitResult => ({
  ok,
  remaining: res.remainingPoints,
  retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** Counts one hit against `key` and says whether it is still within the limit. */
export async function rateLimit(key: string, { limit, windowMs }: Limit): Promise<LimitResult> {
  const scale = config().rateLimitScale;
  if (scale === 0) return UNLIMITED;
  const max = Math.max(1, Math.floor(limit * scale));
  try {
    const res = await withStore(() => limiterFor(max, windowMs).consume(key));
    return toResult(res, true);
  } catch (err) {
    // Over the limit: the library rejects with the counter, the hit counted like any other.
    if (err instanceof RateLimiterRes) return toResult(err, false);
    console.error('rate limit store:', err instanceof Error ? err.message : err);
    return UNLIMITED;
  }
}

/** Checks several keys at once (e.g. per IP and per email); every key counts the hit. */
export async function rateLimitAll(checks: Array<[string, Limit]>): Promise<LimitResult> {
  let worst: LimitResult = UNLIMITED;
  for (const [key, lim] of checks) {
    const r = await rateLimit(key, lim);
    if (!r.ok && (worst.ok || r.retryAfter > worst.retryAfter)) worst = r;
    else if (worst.ok && r.remaining < worst.remaining) worst = r;
  }
  return worst;
}

/** Forgets every counter of the app's database (unit tests reuse keys across cases). */
export async function resetRateLimitsForTests(): Promise<void> {
  await opened().db.deleteFrom('rateLimits').execute();
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
