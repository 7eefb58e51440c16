// How much one agent may upload: a number of files per hour (per account and per IP address, in
// the shared rate-limit buckets) and a quota of staged bytes (uploaded, not yet used by a form;
// see staging.server.ts). Both come from the environment (OHA_UPLOADS_PER_HOUR, OHA_STAGING_QUOTA_MB).
import { fileMessages } from '~/validation/files';
import { rateLimitAll, uploadLimits, type LimitResult } from '../rate-limit.server';

/** Counts one upload for the account and the IP; the refusal's message says when to come back. */
export async function checkUploadRate(
  userId: number,
  ip: string,
): Promise<{ ok: true } | { ok: false; message: string; result: LimitResult }> {
  const { perAccount, perIp } = uploadLimits();
  const result = await rateLimitAll([
    [`upload:user:${userId}`, perAccount],
    [`upload:ip:${ip}`, perIp],
  ]);
  if (result.ok) return { ok: true };
  return { ok: false, message: fileMessages.tooManyUploads(Math.ceil(result.retryAfter / 60)), result };
}
