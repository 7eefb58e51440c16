// Slowing password guessing without locking the real user out (OWASP Authentication Cheat Sheet:
// limit per IP and per IP and account, slow the account down with growing delays rather than lock
// it). Three checks, counted in the shared rate-limit store like the other rate limits:
//   1. per IP: every attempt counts (one machine trying many accounts);
//   2. per IP and account: failures count (one machine guessing one password);
//   3. per account, from any IP: after `freeFailures` failures each further failure makes the
//      account wait longer before the next attempt (1 s, 2 s, 4 s ... at most `maxDelayMs`).
//      Attempts during the wait are answered 429 with Retry-After and are not counted, so an
//      attacker cannot push the wait further by hammering, and the wait never exceeds a minute.
// An attacker on one IP is stopped by (2) after 10 guesses, before (3) starts at 20, so the real
// user on another IP logs in at once; against many IPs the user waits at most the current delay.
// A success clears the account's failures and the pair's counter.
import { config } from '../config.server';
import { limiterFor, rateLimit, withStore, type Limit, type LimitResult } from '../rate-limit.server';

const MIN = 60_000;
export const LOGIN_POLICY = {
  perIp: { limit: 30, windowMs: 15 * MIN } satisfies Limit,
  perIpAccount: { limit: 10, windowMs: 15 * MIN } satisfies Limit,
  account: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 15 * MIN },
};

// Both counters live in the rate-limit store (rate-limit.server.ts), so every instance sees them:
// - the pair's failures: a fixed window of perIpAccount.windowMs from its first failure;
// - the account's failures: a window moved to forgetAfterMs past each failure, so it ends a quiet
//   quarter of an hour after the last one, and its end tells when that failure was.
// The points of both limiters are never consumed against: `get` reads them, `penalty` counts.
const pairLimiter = () => limiterFor(Number.MAX_SAFE_INTEGER, LOGIN_POLICY.perIpAccount.windowMs);
const accountLimiter = () => limiterFor(Number.MAX_SAFE_INTEGER, LOGIN_POLICY.account.forgetAfterMs);

// A space parts them: neither an address nor a normalised email has one (PostgreSQL text refuses NUL).
const pairKey = (ip: string, email: string) => `login:pair:${ip} ${email}`;
const accountKey = (email: string) => `login:account:${email}`;

/** How long the account must wait after its last failure, given its failures so far. */
export function accountDelayMs(failures: number): number {
  const { freeFailures, baseDelayMs, maxDelayMs } = LOGIN_POLICY.account;
  const scale = config().rateLimitScale;
  const free = Math.max(1, Math.floor(freeFailures * scale));
  if (failures < free) return 0;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - free));
}

const OK: LimitResult = { ok: true, remaining: Infinity, retryAfter: 0 };
const refuse = (ms: number): LimitResult => ({
  ok: false,
  remaining: 0,
  retryAfter: Math.max(1, Math.ceil(ms / 1000)),
});

/** Counts the attempt against the IP and says whether it may go ahead; call before checking the password. */
export async function checkLogin(ip: string, email: string): Promise<LimitResult> {
  const scale = config().rateLimitScale;
  if (scale === 0) return OK;
  const perIp = await rateLimit(`login:ip:${ip}`, LOGIN_POLICY.perIp);
  if (!perIp.ok) return perIp;
  try {
    const pair = await withStore(() => pairLimiter().get(pairKey(ip, email)));
    const pairMax = Math.max(1, Math.floor(LOGIN_POLICY.perIpAccount.limit * scale));
    if (pair && pair.consumedPoints >= pairMax) return refuse(pair.msBeforeNext);
    const account = await withStore(() => accountLimiter().get(accountKey(email)));
    if (account) {
      const now = Date.now();
      const lastFailureAt = now + account.msBeforeNext - LOGIN_POLICY.account.forgetAfterMs;
      const waitUntil = lastFailureAt + accountDelayMs(account.consumedPoints);
      if (now < waitUntil) return refuse(waitUntil - now);
    }
  } catch (err) {
    console.error('login throttle store:', err instanceof Error ? err.message : err);
  }
  return OK;
}

/** A wrong password (or unknown account: the same answer, so no account is revealed). */
export async function recordLoginFailure(ip: string, email: string): Promise<void> {
  try {
    await withStore(() => pairLimiter().penalty(pairKey(ip, email), 1));
    const counted = await withStore(() => accountLimiter().penalty(accountKey(email), 1));
    // The account's window ends a quiet quarter of an hour after this failure.
    await withStore(() =>
      accountLimiter().set(accountKey(email), counted.consumedPoints, LOGIN_POLICY.account.forgetAfterMs / 1000),
    );
  } catch (err) {
    console.error('login throttle store:', err instanceof Error ? err.message : err);
  }
}

export async function recordLoginSuccess(ip: string, email: string): Promise<void> {
  try {
    await withStore(() => pairLimiter().delete(pairKey(ip, email)));
    await withStore(() => accountLimiter().delete(accountKey(email)));
  } catch (err) {
    console.error('login throttle store:', err instanceof Error ? err.message : err);
  }
}
