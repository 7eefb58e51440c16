// The kiosk's sign-ins on their way to the server. Every sign-in is first stored on the tablet
// (IndexedDB, idb.ts) with the idempotency key the form made for it, then posted; it leaves the
// queue only when the server has answered that it is stored. A lost answer, a dropped network or
// a busy server leaves it waiting and it is posted again later with the same key, which the server
// stores once (visits_open_house_key). A refusal (the server's field errors, an open house that is
// gone) can never succeed by retrying: it is kept aside, counted, and not sent again.
import type { SignInErrors, SignInRequest } from '../chat/sign-in';

export interface QueuedSignIn {
  key: string;
  body: SignInRequest;
  queuedAt: number;
  attempts: number;
  state: 'waiting' | 'refused';
  /** The HTTP status of the last answer (0: no answer). */
  lastStatus: number;
}

export interface QueueStore {
  all(): Promise<QueuedSignIn[]>;
  put(entry: QueuedSignIn): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The server's answer to one post; throws when there was none (offline, connection lost). */
export type PostSignIn = (
  body: SignInRequest,
) => Promise<{ status: number; sessionId?: string; fields?: SignInErrors }>;

export type Outcome =
  | { kind: 'sent'; sessionId: string | null }
  | { kind: 'refused'; status: number; fields?: SignInErrors }
  | { kind: 'retry'; status: number };

/** 2xx: stored (now or before); 408, 425, 429 and 5xx: try again; any other 4xx: refused. */
export function classify(status: number): Outcome['kind'] {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export function newEntry(body: SignInRequest, now = Date.now()): QueuedSignIn {
  return { key: body.idempotencyKey, body, queuedAt: now, attempts: 0, state: 'waiting', lastStatus: 0 };
}

/** Posts one waiting sign-in and updates the queue with the outcome. */
export async function sendOne(store: QueueStore, entry: QueuedSignIn, post: PostSignIn): Promise<Outcome> {
  let status = 0;
  let answer: Awaited<ReturnType<PostSignIn>> | null = null;
  try {
    answer = await post(entry.body);
    status = answer.status;
  } catch {
    status = 0;
  }
  const kind = answer ? classify(status) : 'retry';
  if (kind === 'sent') {
    await store.remove(entry.key);
    return { kind, sessionId: answer?.sessionId ?? null };
  }
  if (kind === 'refused') {
    await store.put({ ...entry, state: 'refused', attempts: entry.attempts + 1, lastStatus: status });
    return { kind, status, fields: answer?.fields };
  }
  await store.put({ ...entry, attempts: entry.attempts + 1, lastStatus: status });
  return { kind, status };
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** Still waiting after this round. */
  waiting: number;
}

/**
 * Posts every waiting sign-in, oldest first, one at a time. It stops at the first one that must be
 * retried: the network or the server is not there, and the rest would fail the same way.
 */
export async function flushQueue(store: QueueStore, post: PostSignIn): Promise<FlushResult> {
  const waiting = (await store.all()).filter((e) => e.state === 'waiting').sort((a, b) => a.queuedAt - b.queuedAt);
  const result: FlushResult = { sent: 0, refused: 0, waiting: waiting.length };
  for (const entry of waiting) {
    const outcome = await sendOne(store, entry, post);
    if (outcome.kind === 'retry') break;
    result.waiting -= 1;
    if (outcome.kind === 'sent') result.sent += 1;
    else result.refused += 1;
  }
  return result;
}

/** When to try again after `failures` rounds in a row that could not send: 2 s doubling to 60 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
}

export interface QueueCounts {
  waiting: number;
  refused: number;
}

export async function countQueue(store: QueueStore): Promise<QueueCounts> {
  const all = await store.all();
  return {
    waiting: all.filter((e) => e.state === 'waiting').length,
    refused: all.filter((e) => e.state === 'refused').length,
  };
}

/** A queue in memory: the unit tests', and the kiosk's when the browser refuses IndexedDB. */
export function memoryStore(): QueueStore {
  const rows = new Map<string, QueuedSignIn>();
  return {
    all: async () => [...rows.values()].map((e) => structuredClone(e)),
    put: async (e) => void rows.set(e.key, structuredClone(e)),
    remove: async (key) => void rows.delete(key),
  };
}
