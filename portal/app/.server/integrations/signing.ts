// Standard Webhooks signatures (https://www.standardwebhooks.com/): every delivery carries
//   webhook-id         the event's stable id (the same on every retry, for deduplication)
//   webhook-timestamp  seconds since the epoch of this attempt
//   webhook-signature  "v1," + base64(HMAC-SHA256(secret, `${id}.${timestamp}.${body}`))
// The secret is "whsec_" + base64 of 32 random bytes, as the specification defines, so receivers
// verify with the `standardwebhooks` library (or Svix's) given the secret the agent copied.
import crypto from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(SECRET_BYTES).toString('base64');
}

export function isWebhookSecret(s: string): boolean {
  if (!s.startsWith(SECRET_PREFIX)) return false;
  const key = s.slice(SECRET_PREFIX.length);
  return /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length >= 24;
}

/** The signature header's value for one attempt. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  if (!isWebhookSecret(secret)) throw new Error('not a whsec_ webhook secret');
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one signed attempt (plus the JSON content type). */
export function webhookHeaders(secret: string, id: string, body: string, now: Date = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
