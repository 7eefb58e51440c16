// Kiosk mode of an open house: a tablet at the door showing the sign-in form (widget/src/kiosk).
// The owner starts it from the open house's page by typing the open house's PIN; that makes a
// kiosk token, held by the tablet in a cookie scoped to /kiosk (the agent's portal session is not
// what the kiosk runs on: docs/decisions.md). The token opens only that open house's kiosk page;
// the sign-ins themselves go to the public sign-in API like any visitor's. The PIN is checked on
// the server when the kiosk starts and, because the tablet may have no network when the agent
// leaves, on the tablet when it ends: the kiosk page carries a PBKDF2 check of the PIN (`PinCheck`).
import { createCookie } from '@remix-run/node';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { DB } from '@db/connection';
import type { OpenHouse } from '@db/schema';
import { verifyPassword } from '../auth/password.server';
import { config } from '../config.server';
import { PortalError } from '../errors.server';
import { requireOpenHouse, type Viewer } from './open-houses.server';

/** How long a started kiosk keeps working online (offline it runs from the tablet's cache). */
export const KIOSK_HOURS = 24;

/** PBKDF2-SHA-256 of the PIN, which the tablet recomputes with WebCrypto (widget/src/kiosk/pin.ts). */
export interface PinCheck {
  salt: string; // base64
  iterations: number;
  hash: string; // base64, 32 bytes
}

const PIN_ITERATIONS = 100_000;
export const KIOSK_PIN = /^\d{4,8}$/;

const pbkdf2 = promisify(crypto.pbkdf2);

export async function makePinCheck(pin: string, iterations = PIN_ITERATIONS): Promise<PinCheck> {
  const salt = crypto.randomBytes(16);
  const hash = await pbkdf2(pin, salt, iterations, 32, 'sha256');
  return { salt: salt.toString('base64'), iterations, hash: hash.toString('base64') };
}

export async function pinMatches(pin: string, check: PinCheck): Promise<boolean> {
  if (!KIOSK_PIN.test(pin)) return false;
  const expected = Buffer.from(check.hash, 'base64');
  const actual = await pbkdf2(pin, Buffer.from(check.salt, 'base64'), check.iterations, expected.length, 'sha256');
  return crypto.timingSafeEqual(actual, expected);
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

let cookieCache: ReturnType<typeof createCookie> | undefined;
/** The tablet's kiosk token: sent only to /kiosk, never readable by scripts. */
export function kioskCookie() {
  cookieCache ??= createCookie('oha_kiosk', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/kiosk',
    secure: config().secureCookies,
    maxAge: KIOSK_HOURS * 3600,
  });
  return cookieCache;
}

export class KioskPinWrong extends Error {
  constructor() {
    super('wrong kiosk PIN');
  }
}

/**
 * Starts kiosk mode (owner only): checks the PIN against the open house's stored hash and returns
 * the token for the tablet's cookie. No PIN set yet: MISSING_PIN; a wrong one: KioskPinWrong.
 */
export async function startKiosk(
  database: DB,
  viewer: Viewer,
  openHouseId: number,
  pin: string,
  now = new Date(),
): Promise<{ token: string; code: string }> {
  const { openHouse } = await requireOpenHouse(database, viewer, openHouseId, 'owner');
  if (!openHouse.kioskPinHash) throw new PortalError('INVALID', 'Set a kiosk PIN in the open house’s settings first.');
  if (!KIOSK_PIN.test(pin) || !(await verifyPassword(pin, openHouse.kioskPinHash))) throw new KioskPinWrong();
  const token = crypto.randomBytes(32).toString('base64url');
  await database
    .insertInto('kioskSessions')
    .values({
      tokenHash: hashToken(token),
      openHouseId,
      pinCheck: JSON.stringify(await makePinCheck(pin)),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + KIOSK_HOURS * 3600_000).toISOString(),
      endedAt: null,
    })
    .execute();
  return { token, code: openHouse.code };
}

export interface ActiveKiosk {
  openHouse: OpenHouse;
  pinCheck: PinCheck;
  expiresAt: string;
}

/** The kiosk a token opens, when it is this open house's, not ended and not expired; else null. */
export async function activeKiosk(
  database: DB,
  code: string,
  token: string | null,
  now = new Date(),
): Promise<ActiveKiosk | null> {
  if (!token) return null;
  const row = await database
    .selectFrom('kioskSessions')
    .innerJoin('openHouses', 'openHouses.id', 'kioskSessions.openHouseId')
    .selectAll('openHouses')
    .select(['kioskSessions.pinCheck', 'kioskSessions.expiresAt', 'kioskSessions.endedAt'])
    .where('kioskSessions.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.code !== code || row.endedAt || row.expiresAt <= now.toISOString()) return null;
  const { pinCheck, expiresAt, endedAt: _ended, ...openHouse } = row;
  return { openHouse, pinCheck: JSON.parse(pinCheck) as PinCheck, expiresAt };
}

/** Ends the kiosk of this token (the agent left with the PIN); true when one was running. */
export async function endKiosk(database: DB, code: string, token: string | null, now = new Date()) {
  const kiosk = await activeKiosk(database, code, token, now);
  if (!kiosk || !token) return false;
  await database
    .updateTable('kioskSessions')
    .set({ endedAt: now.toISOString() })
    .where('tokenHash', '=', hashToken(token))
    .execute();
  return true;
}

/** The token in a request's Cookie header. */
export async function kioskToken(cookieHeader: string | null | undefined): Promise<string | null> {
  const v = (await kioskCookie().parse(cookieHeader ?? null)) as unknown;
  return typeof v === 'string' && /^[\w-]{20,100}$/.test(v) ? v : null;
}
