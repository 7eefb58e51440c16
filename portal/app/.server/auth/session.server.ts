// Server-side sessions: the cookie holds only a random session id, signed; the row in `sessions`
// is the truth. Login rotates the id; a password reset revokes every session of the user.
import { createCookie, redirect } from '@remix-run/node';
import crypto from 'node:crypto';
import { ROLE_AGENT, ROLE_OPERATOR, type User } from '@db/schema';
import { config } from '../config.server';
import { db } from '../db.server';

export { safeRedirect } from './safe-redirect';

const SESSION_DAYS = 14;

let cookieCache: ReturnType<typeof createCookie> | undefined;
export function sessionCookie() {
  cookieCache ??= createCookie('oha_session', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config().secureCookies,
    secrets: [config().sessionSecret],
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  return cookieCache;
}

export type SessionUser = Pick<User, 'id' | 'email' | 'fName' | 'lName'> & { roles: number[] };

export function parseRoles(json: string): number[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(Number) : [];
  } catch {
    return [];
  }
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' ? value : null;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const sid = await sessionIdFrom(request);
  if (!sid) return null;
  const row = await db()
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.email', 'users.fName', 'users.lName', 'users.roles', 'sessions.expiresAt'])
    .where('sessions.id', '=', sid)
    .executeTakeFirst();
  if (!row || row.expiresAt < new Date().toISOString()) return null;
  return { id: row.id, email: row.email, fName: row.fName, lName: row.lName, roles: parseRoles(row.roles) };
}

/** Creates a new session row (a fresh id: rotation at login) and returns its Set-Cookie header. */
export async function createSession(userId: number): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000).toISOString();
  await db().insertInto('sessions').values({ id, userId, expiresAt }).execute();
  return sessionCookie().serialize(id);
}

/** Ends the current session (if any) and returns a Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const sid = await sessionIdFrom(request);
  if (sid) await db().deleteFrom('sessions').where('id', '=', sid).execute();
  return sessionCookie().serialize('', { maxAge: 0 });
}

export async function revokeAllSessions(userId: number): Promise<void> {
  await db().deleteFrom('sessions').where('userId', '=', userId).execute();
}

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const from = url.pathname + url.search;
  return redirect(`/login?redirectTo=${encodeURIComponent(from)}`);
}

/** No session: to /login remembering the page. Session without the role: to /unauthorized. */
export async function requireUser(request: Request, role: number = ROLE_AGENT): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw loginRedirect(request);
  if (!user.roles.includes(role)) throw redirect('/unauthorized');
  return user;
}

export const requireAgent = (request: Request) => requireUser(request, ROLE_AGENT);
export const requireOperator = (request: Request) => requireUser(request, ROLE_OPERATOR);
