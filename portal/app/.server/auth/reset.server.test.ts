import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import type { Email } from '@db/schema';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { setTransportForTests } from '../email/email.server';
import { verifyPassword } from './password.server';
import {
  checkResetToken,
  createResetToken,
  hashToken,
  requestPasswordReset,
  resetPassword,
  RESET_TTL_MS,
} from './reset.server';
import { createSession } from './session.server';
import { registerUser } from './users.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let sent: Email[];

beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  process.env.PUBLIC_URL = 'https://oha.example.com';
  resetConfigForTests();
  useDatabaseForTests(t);
  sent = [];
  setTransportForTests({ name: 'memory', deliver: async (e) => (sent.push(e), `mem-${e.id}`) });
});
afterEach(async () => {
  setTransportForTests(undefined);
  useDatabaseForTests(undefined);
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
  await t.close();
});

const user = () => registerUser({ email: 'Dana@Example.com', password: 'Passw0rd!', fName: 'Dana', lName: 'Lee' });

describe('password reset tokens', () => {
  it('stores only the sha256 of the token', async () => {
    const { id } = await user();
    const token = await createResetToken(id);
    const rows = await t.db.selectFrom('passwordResets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('emails a link with the token to a known address, and nothing for an unknown one', async () => {
    await user();
    await requestPasswordReset('nobody@example.com');
    expect(sent).toHaveLength(0);
    await requestPasswordReset('DANA@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0].kind).toBe('reset');
    expect(sent[0].toAddress).toBe('dana@example.com');
    const link = /https:\/\/oha\.example\.com\/pwd\/reset\/([A-Za-z0-9_-]+)/.exec(sent[0].text);
    expect(link).not.toBeNull();
    expect((await checkResetToken(link![1])).ok).toBe(true);
  });

  it('resets the password once, revokes every session, and refuses the token again', async () => {
    const { id } = await user();
    await createSession(id);
    await createSession(id);
    const token = await createResetToken(id);
    expect(await resetPassword(token, 'N3wPassw0rd!')).toEqual({ ok: true, userId: id });
    const row = await t.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await verifyPassword('N3wPassw0rd!', row.passwordHash)).toBe(true);
    expect(await t.db.selectFrom('sessions').selectAll().where('userId', '=', id).execute()).toEqual([]);
    expect(await resetPassword(token, 'Other0ne!x')).toEqual({ ok: false, reason: 'used' });
    const after = await t.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await verifyPassword('N3wPassw0rd!', after.passwordHash)).toBe(true);
  });

  it('expires after one hour', async () => {
    const { id } = await user();
    const issued = new Date('2025-01-01T10:00:00Z');
    const token = await createResetToken(id, issued);
    expect((await checkResetToken(token, new Date(issued.getTime() + RESET_TTL_MS - 1000))).ok).toBe(true);
    const late = new Date(issued.getTime() + RESET_TTL_MS + 1000);
    expect(await resetPassword(token, 'N3wPassw0rd!', late)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an unknown token', async () => {
    await user();
    expect(await resetPassword('not-a-token', 'N3wPassw0rd!')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a reset also kills the other outstanding links of the user', async () => {
    const { id } = await user();
    const first = await createResetToken(id);
    const second = await createResetToken(id);
    expect((await resetPassword(second, 'N3wPassw0rd!')).ok).toBe(true);
    expect((await checkResetToken(first)).ok).toBe(false);
  });
});
