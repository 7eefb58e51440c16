// Slowing password guessing without locking the real user out (OWASP Authentication Cheat Sheet:
// limit per IP and per IP and account, slow the account down with growing delays rather than lock
// it). Three checks, all in memory like the other rate limits:
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
import { rateLimit, type Limit, type LimitResult } from '../rate-limit.server';

const MIN = 60_000;
export const LOGIN_POLICY = {
  perIp: { limit: 30, windowMs: 15 * MIN } satisfies Limit,
  perIpAccount: { limit: 10, windowMs: 15 * MIN } satisfies Limit,
  account: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 15 * MIN },
};

interface Pair {
  failures: number;
  resetAt: number;
}
interface Account {
  failures: number;
  lastFailureAt: number;
}

const pairs = new Map<string, Pair>();
const accounts = new Map<string, Account>();
let lastSweep = 0;

function sweep(now: number) {
  if (now - lastSweep < MIN) return;
  lastSweep = now;
  for (const [k, p] of pairs) if (p.resetAt <= now) pairs.delete(k);
  for (const [k, a] of accounts) if (now - a.lastFailureAt > LOGIN_POLICY.account.forgetAfterMs) accounts.delete(k);
}

const pairKey = (ip: string, email: string) => `${ip}\u0000${email}`;

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
export function checkLogin(ip: string, email: string, now = Date.now()): LimitResult {
  const scale = config().rateLimitScale;
  if (scale === 0) return OK;
  sweep(now);
  const perIp = rateLimit(`login:ip:${ip}`, LOGIN_POLICY.perIp, now);
  if (!perIp.ok) return perIp;
  const pair = pairs.get(pairKey(ip, email));
  const pairMax = Math.max(1, Math.floor(LOGIN_POLICY.perIpAccount.limit * scale));
  if (pair && pair.resetAt > now && pair.failures >= pairMax) return refuse(pair.resetAt - now);
  const account = accounts.get(email);
  if (account && now - account.lastFailureAt <= LOGIN_POLICY.account.forgetAfterMs) {
    const waitUntil = account.lastFailureAt + accountDelayMs(account.failures);
    if (now < waitUntil) return refuse(waitUntil - now);
  }
  return OK;
}

/** A wrong password (or unknown account: the same answer, so no account is revealed). */
export function recordLoginFailure(ip: string, email: string, now = Date.now()): void {
  const key = pairKey(ip, email);
  const pair = pairs.get(key);
  if (!pair || pair.resetAt <= now) pairs.set(key, { failures: 1, resetAt: now + LOGIN_POLICY.perIpAccount.windowMs });
  else pair.failures += 1;
  const account = accounts.get(email);
  const fresh = !account || now - account.lastFailureAt > LOGIN_POLICY.account.forgetAfterMs;
  accounts.set(email, { failures: fresh ? 1 : account.failures + 1, lastFailureAt: now });
}

export function recordLoginSuccess(ip: string, email: string): void {
  pairs.delete(pairKey(ip, email));
  accounts.delete(email);
}

export function resetLoginThrottleForTests(): void {
  pairs.clear();
  accounts.clear();
  lastSweep = 0;
}
