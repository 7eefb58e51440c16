// Shared pieces of the chat's JSON API routes: body parsing, rate limits per IP and per chat
// session, and uniform error bodies ({ error, code }) the chat client maps to its labels.
import type { Lang } from '@i18n/languages';
import { clientIp, rateLimitAll, type Limit } from '../rate-limit.server';
import { serverText } from './visitor-language.server';

const MIN = 60_000;
// Per IP generous enough for a busy open house where every visitor shares the Wi-Fi; per chat
// session tight enough that one visitor cannot flood the agent's inbox or the AI bill.
export const CHAT_LIMITS = {
  chat: { ip: { limit: 200, windowMs: 10 * MIN }, session: { limit: 30, windowMs: 10 * MIN } },
  lead: { ip: { limit: 30, windowMs: 60 * MIN }, session: { limit: 5, windowMs: 60 * MIN } },
  transcript: { ip: { limit: 30, windowMs: 60 * MIN }, session: { limit: 5, windowMs: 60 * MIN } },
  feedback: { ip: { limit: 300, windowMs: 10 * MIN }, session: { limit: 60, windowMs: 10 * MIN } },
  // Open-house sign-ins: every visitor may share the house's Wi-Fi (and a kiosk replays its queue);
  // the "session" here is the open house.
  signin: { ip: { limit: 120, windowMs: 10 * MIN }, session: { limit: 600, windowMs: 10 * MIN } },
} satisfies Record<string, { ip: Limit; session: Limit }>;

export type ApiErrorCode =
  'rate_limited' | 'already_sent' | 'invalid' | 'not_found' | 'failed' | 'method' | 'forbidden';

// Resource routes answer with real Responses (Response.json), the form React Router v7 expects.
export function apiError(status: number, code: ApiErrorCode, error: string, headers?: Record<string, string>) {
  return Response.json({ error, code }, { status, headers: { 'Cache-Control': 'no-store', ...(headers ?? {}) } });
}

export function apiJson(body: unknown, headers: Record<string, string> = { 'Cache-Control': 'no-store' }) {
  return Response.json(body, { headers });
}

/** Counts the call against the IP and (when known) the chat session; a 429 response (in `lang`) when over. */
export async function checkChatLimit(
  kind: keyof typeof CHAT_LIMITS,
  context: unknown,
  sessionId: string | null | undefined,
  lang: Lang,
) {
  const lim = CHAT_LIMITS[kind];
  const checks: Array<[string, Limit]> = [[`chat:${kind}:ip:${clientIp(context)}`, lim.ip]];
  if (sessionId) checks.push([`chat:${kind}:session:${sessionId}`, lim.session]);
  const r = await rateLimitAll(checks);
  if (r.ok) return null;
  return apiError(429, 'rate_limited', serverText(lang, 'rateLimited'), { 'Retry-After': String(r.retryAfter) });
}

export async function readJson(request: Request): Promise<unknown> {
  if (request.method !== 'POST') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.includes('application/json')) return undefined;
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
