// Password reset: a random token goes out in the emailed link; only its sha256 is stored, so a
// leaked database cannot be used to reset anyone's password. Tokens expire after one hour and
// work once; a successful reset revokes every session of the user.
import crypto from 'node:crypto';
import { config } from '../config.server';
import { db } from '../db.server';
import { escapeHtml, sendEmail } from '../email/email.server';
import { hashPassword } from './password.server';
import { revokeAllSessions } from './session.server';
import { findUserByEmail } from './users.server';

export const RESET_TTL_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Stores a new token for the user and returns the raw token (for the link). */
export async function createResetToken(userId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db()
    .insertInto('passwordResets')
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      usedAt: null,
    })
    .execute();
  return token;
}

export function resetLink(token: string): string {
  return `${config().publicUrl}/pwd/reset/${token}`;
}

/**
 * Emails a reset link when the address belongs to an account. Returns nothing either way, so the
 * page answers the same whether or not the email exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const link = resetLink(await createResetToken(user.id));
  const name = escapeHtml(user.fName);
  await sendEmail({
    kind: 'reset',
    to: user.email,
    subject: 'Reset your Open House Assistant password',
    text: [
      `Hi ${user.fName},`,
      '',
      'We received a request to reset the password of your Open House Assistant account.',
      `Open this link within one hour to choose a new password: ${link}`,
      '',
      'If you did not ask for this, you can ignore this email; your password stays the same.',
    ].join('\n'),
    html: `<p>Hi ${name},</p>
<p>We received a request to reset the password of your Open House Assistant account.</p>
<p><a href="${escapeHtml(link)}">Reset your password</a> (the link works once, within one hour).</p>
<p>If the link does not open, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
  });
}

export type ResetResult = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Checks a token without using it (the reset page tells a dead link before the form is filled). */
export async function checkResetToken(token: string, now = new Date()): Promise<ResetResult> {
  const row = await db()
    .selectFrom('passwordResets')
    .select(['userId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now.toISOString()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId };
}

/** Sets the new password if the token is valid, marks it used and revokes all sessions. */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<ResetResult> {
  const passwordHash = await hashPassword(password);
  const tokenHash = hashToken(token);
  const result = await db()
    .transaction()
    .execute(async (trx): Promise<ResetResult> => {
      // Claiming the token with a conditional update makes it single-use even under a race.
      const claimed = await trx
        .updateTable('passwordResets')
        .set({ usedAt: now.toISOString() })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now.toISOString())
        .returning('userId')
        .executeTakeFirst();
      if (!claimed) return { ok: false, reason: 'invalid' };
      await trx.updateTable('users').set({ passwordHash }).where('id', '=', claimed.userId).execute();
      // Any other outstanding links of this user die with this reset.
      await trx
        .updateTable('passwordResets')
        .set({ usedAt: now.toISOString() })
        .where('userId', '=', claimed.userId)
        .where('usedAt', 'is', null)
        .execute();
      return { ok: true, userId: claimed.userId };
    });
  if (!result.ok) {
    const why = await checkResetToken(token, now);
    return why.ok ? result : why;
  }
  await revokeAllSessions(result.userId);
  return result;
}
