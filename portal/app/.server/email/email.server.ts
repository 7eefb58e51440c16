// Email, never lost: every message is stored in `emails` first, then delivered by the configured
// transport (Postmark when POSTMARK_SERVER_TOKEN is set, else an .eml file in DATA_DIR/outbox/).
// Failures are retried with exponential backoff; the row keeps the status and last error.
import fs from 'node:fs';
import path from 'node:path';
import { ServerClient } from 'postmark';
import type { DB } from '@db/connection';
import type { Email, EmailAttachment } from '@db/schema';
import { config } from '../config.server';
import { db as appDb } from '../db.server';
import { composeEml, emailMessage, postmarkPayload } from './message.server';

export const PRODUCT_NAME = 'Open House Assistant';
export const MAX_ATTEMPTS = 8;

export interface OutgoingEmail {
  kind: 'reset' | 'contact' | 'lead' | 'transcript' | 'answer' | 'cohost' | 'followup';
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go (the agent, for an answer emailed to a visitor); unset = the sender. */
  replyTo?: string | null;
  /** The sender's display name (an agent's follow-up: "Alex Morgan via Open House Assistant"); unset = the product. */
  fromName?: string;
  /** The chat a visitor gave this address in (transcripts): later answers may go there. */
  sessionId?: string | null;
  attachments?: EmailAttachment[];
}

export interface Transport {
  name: string;
  deliver(email: Email): Promise<string>; // returns a provider id
}

export function outboxTransport(dataDir: string): Transport {
  const dir = path.join(dataDir, 'outbox');
  return {
    name: 'outbox',
    async deliver(email) {
      fs.mkdirSync(dir, { recursive: true });
      const file = `${email.createdAt.replace(/[:.]/g, '-')}-${email.id}.eml`;
      const eml = await composeEml(emailMessage(email));
      // Write then rename so a reader never sees half a message.
      fs.writeFileSync(path.join(dir, `.${file}.tmp`), eml);
      fs.renameSync(path.join(dir, `.${file}.tmp`), path.join(dir, file));
      return file;
    },
  };
}

/** `requestHost`/`useHttps` point the client elsewhere (the contract test's replay server). */
export function postmarkTransport(
  token: string,
  options: { requestHost?: string; useHttps?: boolean } = {},
): Transport {
  const client = new ServerClient(token, options);
  return {
    name: 'postmark',
    async deliver(email) {
      const res = await client.sendEmail(postmarkPayload(emailMessage(email)));
      if (res.ErrorCode) throw new Error(`Postmark ${res.ErrorCode}: ${res.Message}`);
      return res.MessageID;
    },
  };
}

let transportOverride: Transport | undefined;
export function setTransportForTests(t: Transport | undefined): void {
  transportOverride = t;
}

export function activeTransport(): Transport {
  if (transportOverride) return transportOverride;
  const c = config();
  return c.postmarkToken ? postmarkTransport(c.postmarkToken) : outboxTransport(c.dataDir);
}

/** How long a claimed attempt keeps the email from other senders (a send takes seconds at most). */
const SEND_LEASE_MS = 2 * 60_000;

/** Backoff before attempt n+1 (n = attempts so far): 5 s, 10 s, 20 s, ... capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(3600_000, 5000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Stores the email and tries to deliver it right away. Returns the stored row id and whether the
 * first delivery succeeded; a failed one stays queued for the worker.
 */
export async function sendEmail(
  msg: OutgoingEmail,
  database: DB = appDb(),
): Promise<{ id: number; delivered: boolean }> {
  const id = await queueEmail(msg, database);
  const delivered = await deliverOne(id, database);
  return { id, delivered };
}

/**
 * Stores the email, queued, without trying to deliver it: inside a transaction that records why
 * it is sent (a follow-up marked sent), the first attempt (deliverOne) follows the COMMIT; the
 * email worker sends it otherwise.
 */
export async function queueEmail(msg: OutgoingEmail, database: DB = appDb()): Promise<number> {
  const c = config();
  const { id } = await database
    .insertInto('emails')
    .values({
      kind: msg.kind,
      toAddress: msg.to,
      fromAddress: c.supportEmail,
      fromName: msg.fromName ?? PRODUCT_NAME,
      subject: msg.subject,
      html: msg.html,
      text: msg.text,
      replyTo: msg.replyTo ?? null,
      sessionId: msg.sessionId ?? null,
      attachments: msg.attachments?.length ? JSON.stringify(msg.attachments) : null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deliverOne(
  id: number,
  database: DB = appDb(),
  transport: Transport = activeTransport(),
  /** The worker's call: only while the email is due (not while another sender holds it). */
  { onlyIfDue = false }: { onlyIfDue?: boolean } = {},
): Promise<boolean> {
  const email = await database.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirst();
  if (!email || email.status === 'sent') return email?.status === 'sent';
  const now = new Date().toISOString();
  if (onlyIfDue && (email.status !== 'queued' || email.nextAttemptAt > now)) return false;
  const attempts = email.attempts + 1;
  // The attempt is claimed first: of two senders (the request that stored the email and a worker,
  // possibly on another instance) only the one that moves `attempts` on sends. Until it records the
  // outcome the row is not due, so no worker takes it meanwhile; a sender that dies leaves it due
  // again after SEND_LEASE_MS.
  const claimed = await database
    .updateTable('emails')
    .set({ attempts, nextAttemptAt: new Date(Date.now() + SEND_LEASE_MS).toISOString() })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .where('attempts', '=', email.attempts)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  try {
    const providerId = await transport.deliver(email);
    await database
      .updateTable('emails')
      .set({ status: 'sent', attempts, providerId, sentAt: new Date().toISOString(), lastError: null })
      .where('id', '=', id)
      .execute();
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await database
      .updateTable('emails')
      .set({
        // Never dropped: after MAX_ATTEMPTS it is marked failed and stays listed in `oha outbox`.
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
        attempts,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + backoffMs(attempts)).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return false;
  }
}

/** Delivers every queued email whose retry time has come. */
export async function deliverDue(database: DB = appDb()): Promise<number> {
  const due = await database
    .selectFrom('emails')
    .select('id')
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', new Date().toISOString())
    .orderBy('id')
    .limit(50)
    .execute();
  let sent = 0;
  for (const { id } of due) if (await deliverOne(id, database, activeTransport(), { onlyIfDue: true })) sent++;
  return sent;
}

export function startEmailWorker(intervalMs = 5000): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDue();
    } catch (err) {
      console.error('email worker:', err);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
