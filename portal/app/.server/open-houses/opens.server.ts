// Who opened an open house's link: each browser that opens the chat page of the link (the QR code's
// and the short link's page) is counted once per open house, by a random key in a cookie of ours,
// and linked to the visit when it signs in. So the seller report and the stats count the visitors
// who only looked ("anonymous") and the sign-in rate (sign-ins over browsers that opened the link).
// Link previews and crawlers (isbot) are not counted. The key identifies no one: it is random, kept
// 30 days, and stored only beside the open house it opened.
import crypto from 'node:crypto';
import { isbot } from 'isbot';
import type { DB } from '@db/connection';
import { config } from '../config.server';
import { recountOpenHouseStats } from './stats-counters.server';

export const BROWSER_COOKIE = 'oha_ohb';
const MAX_AGE_S = 30 * 24 * 3600;
const KEY = /^[A-Za-z0-9_-]{22,64}$/;

/** The browser's key from a Cookie header, when it holds a well-formed one. */
export function browserKeyOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === BROWSER_COOKIE) {
      const value = rest.join('=');
      return KEY.test(value) ? value : null;
    }
  }
  return null;
}

export function newBrowserKey(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export function browserCookie(key: string, secure: boolean = config().secureCookies): string {
  return `${BROWSER_COOKIE}=${key}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Counts this browser's open of the open house's link (once per browser and open house).
 * Returns the Set-Cookie value to send when the browser had no key yet; null for a bot.
 */
export async function recordOpen(
  database: DB,
  openHouseId: number,
  req: { cookie: string | null | undefined; userAgent: string | null | undefined },
): Promise<{ setCookie: string | null }> {
  if (!req.userAgent || isbot(req.userAgent)) return { setCookie: null };
  const had = browserKeyOf(req.cookie);
  const key = had ?? newBrowserKey();
  await database.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('openHouseOpens')
      .values({ openHouseId, browserKey: key })
      .onConflict((oc) => oc.columns(['openHouseId', 'browserKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // A browser opening the link again changes nothing to count.
    if (added) await recountOpenHouseStats(trx, [openHouseId]);
  });
  return { setCookie: had ? null : browserCookie(key) };
}

/**
 * The browser that signed in opened the link (on this page or before it had our cookie): its open
 * is this visit. A second sign-in from the same browser keeps the first visit. Inside the sign-in's
 * transaction, which recounts the open house's counters after it.
 */
export async function linkOpenToVisit(
  database: DB,
  openHouseId: number,
  browserKey: string | null,
  visitId: number,
): Promise<void> {
  if (!browserKey || !KEY.test(browserKey)) return;
  await database
    .insertInto('openHouseOpens')
    .values({ openHouseId, browserKey })
    .onConflict((oc) => oc.columns(['openHouseId', 'browserKey']).doNothing())
    .execute();
  await database
    .updateTable('openHouseOpens')
    .set({ visitId })
    .where('openHouseId', '=', openHouseId)
    .where('browserKey', '=', browserKey)
    .where('visitId', 'is', null)
    .execute();
}
