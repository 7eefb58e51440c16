// Deliveries: an event stored once per destination before anything is sent, then attempted by the
// job queue until the destination answers 2xx, with backoff for 24 hours (backoff.ts). Each attempt
// is kept (time, status code, error) for the agent's Deliveries list. Webhooks are signed with the
// Standard Webhooks headers; Follow Up Boss gets its own event body (followupboss.server.ts).
import type { DB } from '@db/connection';
import type { Delivery } from '@db/schema';
import { ATTEMPT_LEASE_MS, ATTEMPT_TIMEOUT_MS, nextAttemptAt, parseRetryAfter } from './backoff';
import {
  buildEvent,
  TEST_MESSAGE,
  type EventData,
  type EventType,
  type LeadCreatedData,
  type OpenHouseVisitData,
  type WebhookEvent,
} from './events';
import {
  fubErrorText,
  fubLeadEvent,
  fubVisitEvent,
  sendFubEvent,
  type FubAnswer,
  type FubOptions,
} from './followupboss.server';
import { postJson, RefusedDestination, type PostOptions, type SafeAnswer } from './safe-http.server';
import { webhookHeaders } from './signing';

export type Destination = 'webhook' | 'followupboss';

export interface DeliveryDeps {
  now?: () => Date;
  /** Defaults come from the configuration (config.server.ts). */
  allowPrivate: boolean;
  fub: Pick<FubOptions, 'system' | 'systemKey' | 'baseUrl'>;
  postWebhook?: (url: string, headers: Record<string, string>, body: string, opts: PostOptions) => Promise<SafeAnswer>;
  sendFub?: (opts: FubOptions, body: ReturnType<typeof fubLeadEvent>) => Promise<FubAnswer>;
  /**
   * Queues the next attempt, in the same transaction that records this one, so a pending delivery
   * always has its job (delivery-jobs.server.ts).
   */
  scheduleRetry?: (trx: DB, deliveryId: number, retryAt: Date, nextAttempt: number) => Promise<void>;
}

/**
 * Follow Up Boss hears of leads and open-house visits. A visit's sign-in lead is left to the
 * visit's own event (`open_house.visit`, sent once the visitor's questions are in): one visit is
 * one "Visited Open House" in the agent's CRM, with what the visitor asked.
 */
function goesToFollowUpBoss(type: EventType, data: unknown): boolean {
  if (type === 'open_house.visit') return true;
  return type === 'lead.created' && (data as LeadCreatedData).lead.form !== 'open_house';
}

/**
 * Stores the event for every destination the assistant has (a webhook for every event; Follow Up
 * Boss for leads) and returns the new delivery ids, for the caller to enqueue in the same
 * transaction. No destination: nothing is stored.
 */
export async function storeEvent<T extends Exclude<EventType, 'test'>>(
  db: DB,
  assistantId: number,
  type: T,
  data: EventData[T],
  now: Date = new Date(),
): Promise<number[]> {
  const row = await db
    .selectFrom('assistantIntegrations')
    .select(['webhookUrl', 'followupbossApiKey'])
    .where('assistantId', '=', assistantId)
    .executeTakeFirst();
  const destinations: Destination[] = [];
  if (row?.webhookUrl) destinations.push('webhook');
  if (row?.followupbossApiKey && goesToFollowUpBoss(type, data)) destinations.push('followupboss');
  if (destinations.length === 0) return [];
  const event = buildEvent(type, data, now);
  return insertDeliveries(db, assistantId, event, destinations, now, now);
}

async function insertDeliveries(
  db: DB,
  assistantId: number,
  event: WebhookEvent,
  destinations: Destination[],
  now: Date,
  /** When the first attempt is due. */
  dueAt: Date,
): Promise<number[]> {
  const payload = JSON.stringify(event);
  const ids: number[] = [];
  for (const destination of destinations) {
    const { id } = await db
      .insertInto('deliveries')
      .values({
        assistantId,
        destination,
        eventId: event.id,
        eventType: event.type,
        payload,
        status: 'pending',
        nextAttemptAt: dueAt.toISOString(),
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

export type AttemptOutcome =
  | { status: 'delivered'; statusCode: number; answer: string }
  | { status: 'retry'; retryAt: Date; statusCode: number | null; error: string }
  | { status: 'failed'; statusCode: number | null; error: string; answer?: string }
  /** Already delivered or failed (a job that ran twice): nothing was sent. */
  | { status: 'done' };

interface Sent {
  statusCode: number | null;
  answer: string;
  error: string | null;
  retryAfter: string | null;
  /** The destination is refused or gone: waiting will not help. */
  permanent: boolean;
  ms: number;
}

async function sendWebhook(db: DB, d: Delivery, deps: DeliveryDeps, now: Date): Promise<Sent> {
  const cfg = await db
    .selectFrom('assistantIntegrations')
    .select(['webhookUrl', 'webhookSecret'])
    .where('assistantId', '=', d.assistantId)
    .executeTakeFirst();
  // The current URL and secret: a fixed typo or a rotated secret applies to pending retries too.
  if (!cfg?.webhookUrl) return failNow('The webhook was removed.');
  const post = deps.postWebhook ?? postJson;
  try {
    const res = await post(cfg.webhookUrl, webhookHeaders(cfg.webhookSecret, d.eventId, d.payload, now), d.payload, {
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      allowPrivate: deps.allowPrivate,
    });
    const redirect = res.status >= 300 && res.status < 400;
    return {
      statusCode: res.status,
      answer: res.body,
      error: ok(res.status)
        ? null
        : redirect
          ? `Redirects are not followed (${res.status}); use the final URL.`
          : `The receiver answered ${res.status}.`,
      retryAfter: headerValue(res.headers['retry-after']),
      permanent: false,
      ms: res.ms,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ...failNow(message), permanent: err instanceof RefusedDestination };
  }
}

async function sendFollowUpBoss(db: DB, d: Delivery, deps: DeliveryDeps): Promise<Sent> {
  const cfg = await db
    .selectFrom('assistantIntegrations')
    .select('followupbossApiKey')
    .where('assistantId', '=', d.assistantId)
    .executeTakeFirst();
  if (!cfg?.followupbossApiKey) return failNow('The Follow Up Boss API key was removed.');
  const event = JSON.parse(d.payload) as WebhookEvent;
  const body =
    event.type === 'open_house.visit'
      ? fubVisitEvent(event.data as OpenHouseVisitData, deps.fub.system)
      : fubLeadEvent(event.data as LeadCreatedData, deps.fub.system);
  const send = deps.sendFub ?? sendFubEvent;
  const started = Date.now();
  try {
    const res = await send({ ...deps.fub, apiKey: cfg.followupbossApiKey, timeoutMs: ATTEMPT_TIMEOUT_MS }, body);
    return {
      statusCode: res.status,
      answer: res.body,
      error: ok(res.status) ? null : fubErrorText(res),
      retryAfter: res.retryAfter,
      permanent: false,
      ms: Date.now() - started,
    };
  } catch (err) {
    return { ...failNow(err instanceof Error ? err.message : String(err)), permanent: false };
  }
}

const ok = (status: number) => status >= 200 && status < 300;
const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
const failNow = (error: string): Sent => ({
  statusCode: null,
  answer: '',
  error,
  retryAfter: null,
  permanent: true,
  ms: 0,
});

/**
 * One attempt of one delivery: sends, records the attempt, and marks the delivery delivered,
 * pending (with the next attempt's time) or failed. `retry: false` (the test event) makes a
 * failure final at once.
 */
export async function attemptDelivery(
  db: DB,
  deliveryId: number,
  deps: DeliveryDeps,
  opts: { retry?: boolean } = {},
): Promise<AttemptOutcome> {
  const d = await db.selectFrom('deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
  if (!d || d.status !== 'pending') return { status: 'done' };
  const now = (deps.now ?? (() => new Date()))();
  const sent =
    d.destination === 'followupboss' ? await sendFollowUpBoss(db, d, deps) : await sendWebhook(db, d, deps, now);
  const attempt = d.attempts + 1;
  const after = (deps.now ?? (() => new Date()))();

  let outcome: AttemptOutcome;
  if (sent.error === null && sent.statusCode !== null) {
    outcome = { status: 'delivered', statusCode: sent.statusCode, answer: sent.answer };
  } else {
    const retryAt =
      opts.retry === false || sent.permanent
        ? null
        : nextAttemptAt({
            createdAt: new Date(d.createdAt),
            failedAttempts: attempt,
            now: after,
            retryAfterMs: parseRetryAfter(sent.retryAfter, after),
          });
    outcome = retryAt
      ? { status: 'retry', retryAt, statusCode: sent.statusCode, error: sent.error! }
      : { status: 'failed', statusCode: sent.statusCode, error: sent.error!, answer: sent.answer };
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deliveryAttempts')
      .values({
        deliveryId,
        attempt,
        statusCode: sent.statusCode,
        error: sent.error,
        answer: sent.answer.slice(0, 500) || null,
        durationMs: Math.round(sent.ms),
        createdAt: now.toISOString(),
      })
      .execute();
    await trx
      .updateTable('deliveries')
      .set({
        status: outcome.status === 'retry' ? 'pending' : outcome.status === 'delivered' ? 'delivered' : 'failed',
        attempts: attempt,
        lastStatusCode: sent.statusCode,
        lastError: sent.error,
        nextAttemptAt: outcome.status === 'retry' ? outcome.retryAt.toISOString() : null,
        finishedAt: outcome.status === 'retry' ? null : after.toISOString(),
      })
      .where('id', '=', deliveryId)
      .execute();
    if (outcome.status === 'retry') await deps.scheduleRetry?.(trx, deliveryId, outcome.retryAt, attempt + 1);
  });
  return outcome;
}

/**
 * "Send test event": a `test` event to the webhook, attempted at once while the agent waits (one
 * attempt, no retries), so the tab can show what the receiver answered. It is listed with the
 * other deliveries.
 */
export async function sendTestEvent(
  db: DB,
  assistant: { id: number; name: string; chatUrl: string },
  deps: DeliveryDeps,
): Promise<AttemptOutcome | { status: 'no-webhook' }> {
  const cfg = await db
    .selectFrom('assistantIntegrations')
    .select('webhookUrl')
    .where('assistantId', '=', assistant.id)
    .executeTakeFirst();
  if (!cfg?.webhookUrl) return { status: 'no-webhook' };
  const now = (deps.now ?? (() => new Date()))();
  const event = buildEvent(
    'test',
    {
      assistant: { id: assistant.id, name: assistant.name, chatUrl: assistant.chatUrl },
      message: TEST_MESSAGE,
    },
    now,
  );
  // Attempted here, so not due for the runner: held as an attempt under way would be.
  const held = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  const [id] = await insertDeliveries(db, assistant.id, event, ['webhook'], now, held);
  // Should this process stop mid-attempt, the job delivers it after the hold, as any other event.
  await deps.scheduleRetry?.(db, id!, held, 1);
  return attemptDelivery(db, id!, deps, { retry: false });
}
