// An assistant's destinations (the webhook URL and its signing secret, the Follow Up Boss API key)
// and its delivery history, for the owner's Integrations tab. Every function takes the acting
// agent's id and reads or writes only an assistant that agent owns: the secret and the key are
// never returned for anyone else's assistant, whatever id a request names.
import type { DB } from '@db/connection';
import type { Delivery, DeliveryAttempt } from '@db/schema';
import { checkWebhookUrl } from './address-safety';
import { resolveTarget, RefusedDestination } from './safe-http.server';
import { newWebhookSecret } from './signing';

export class NotOwner extends Error {
  override name = 'NotOwner';
}

async function requireOwner(db: DB, userId: number, assistantId: number): Promise<void> {
  const row = await db
    .selectFrom('assistants')
    .select('id')
    .where('id', '=', assistantId)
    .where('realtorUserId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new NotOwner();
}

/** The assistant's row, created with a fresh secret by the first save (reading the tab never writes). */
async function ensureRow(db: DB, assistantId: number) {
  const read = () =>
    db.selectFrom('assistantIntegrations').selectAll().where('assistantId', '=', assistantId).executeTakeFirst();
  const row = await read();
  if (row) return row;
  await db
    .insertInto('assistantIntegrations')
    .values({ assistantId, webhookSecret: newWebhookSecret() })
    .onConflict((oc) => oc.column('assistantId').doNothing())
    .execute();
  return (await read())!;
}

export function maskKey(key: string): string {
  return `••••••••${key.slice(-4)}`;
}

export interface IntegrationSettings {
  webhookUrl: string | null;
  /** Null until the agent first saves something: the secret is created with the row. */
  webhookSecret: string | null;
  /** Only the last four characters: the key itself never goes back to the browser. */
  fubKeyMasked: string | null;
}

export async function integrationSettings(db: DB, userId: number, assistantId: number): Promise<IntegrationSettings> {
  await requireOwner(db, userId, assistantId);
  const row = await db
    .selectFrom('assistantIntegrations')
    .selectAll()
    .where('assistantId', '=', assistantId)
    .executeTakeFirst();
  return {
    webhookUrl: row?.webhookUrl ?? null,
    webhookSecret: row?.webhookSecret ?? null,
    fubKeyMasked: row?.followupbossApiKey ? maskKey(row.followupbossApiKey) : null,
  };
}

export type SaveResult = { ok: true } | { ok: false; error: string };

/** Saves the webhook URL (empty removes it) after the address rules and a DNS check of the host. */
export async function saveWebhookUrl(
  db: DB,
  userId: number,
  assistantId: number,
  raw: string,
  opts: { allowPrivate: boolean },
): Promise<SaveResult> {
  await requireOwner(db, userId, assistantId);
  await ensureRow(db, assistantId);
  let url: string | null = null;
  if (raw.trim()) {
    const checked = checkWebhookUrl(raw, opts);
    if (!checked.ok) return checked;
    try {
      await resolveTarget(checked.url, opts);
    } catch (err) {
      return {
        ok: false,
        error: err instanceof RefusedDestination || err instanceof Error ? err.message : 'The host could not be found.',
      };
    }
    url = checked.url.toString();
  }
  await db
    .updateTable('assistantIntegrations')
    .set({ webhookUrl: url, updatedAt: new Date().toISOString() })
    .where('assistantId', '=', assistantId)
    .execute();
  return { ok: true };
}

/** A new secret signs every later attempt, retries of earlier events included. */
export async function regenerateWebhookSecret(db: DB, userId: number, assistantId: number): Promise<void> {
  await requireOwner(db, userId, assistantId);
  await ensureRow(db, assistantId);
  await db
    .updateTable('assistantIntegrations')
    .set({ webhookSecret: newWebhookSecret(), updatedAt: new Date().toISOString() })
    .where('assistantId', '=', assistantId)
    .execute();
}

const FUB_KEY = /^[\x21-\x7e]{8,200}$/;

/** Saves the Follow Up Boss API key; null removes it. */
export async function saveFollowUpBossKey(
  db: DB,
  userId: number,
  assistantId: number,
  key: string | null,
): Promise<SaveResult> {
  await requireOwner(db, userId, assistantId);
  await ensureRow(db, assistantId);
  const value = key?.trim() || null;
  if (value && !FUB_KEY.test(value))
    return { ok: false, error: 'Paste the API key from Follow Up Boss (Admin → API), without spaces.' };
  await db
    .updateTable('assistantIntegrations')
    .set({ followupbossApiKey: value, updatedAt: new Date().toISOString() })
    .where('assistantId', '=', assistantId)
    .execute();
  return { ok: true };
}

export type DeliveryAttemptView = Pick<DeliveryAttempt, 'attempt' | 'statusCode' | 'error'> & { at: string };

export type DeliveryView = Pick<
  Delivery,
  | 'id'
  | 'createdAt'
  | 'eventType'
  | 'eventId'
  | 'destination'
  | 'status'
  | 'attempts'
  | 'lastStatusCode'
  | 'lastError'
  | 'nextAttemptAt'
> & { history: DeliveryAttemptView[] };

export const DELIVERIES_SHOWN = 50;

/** The last 50 deliveries of the assistant, newest first, with every attempt. */
export async function listDeliveries(db: DB, userId: number, assistantId: number): Promise<DeliveryView[]> {
  await requireOwner(db, userId, assistantId);
  const rows = await db
    .selectFrom('deliveries')
    .select([
      'id',
      'createdAt',
      'eventType',
      'eventId',
      'destination',
      'status',
      'attempts',
      'lastStatusCode',
      'lastError',
      'nextAttemptAt',
    ])
    .where('assistantId', '=', assistantId)
    .orderBy('id', 'desc')
    .limit(DELIVERIES_SHOWN)
    .execute();
  if (rows.length === 0) return [];
  const attempts = await db
    .selectFrom('deliveryAttempts')
    .select(['deliveryId', 'attempt', 'createdAt', 'statusCode', 'error'])
    .where(
      'deliveryId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    history: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({ attempt: a.attempt, at: a.createdAt, statusCode: a.statusCode, error: a.error })),
  }));
}
