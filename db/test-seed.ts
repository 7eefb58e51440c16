// Rows that unit tests need again and again: an agent with one published assistant, and that
// assistant's integration settings. Only tests import this module.
import type { DB } from './connection';

export interface SeedAgentOptions {
  email?: string;
  fName?: string;
  lName?: string;
  /** The assistant's public pathname; `p_<userId>` when not given. */
  pathname?: string;
  publicEmail?: string;
}

/** An agent (role 2024) with one published assistant named after them. */
export async function seedAgent(db: DB, opts: SeedAgentOptions = {}) {
  const email = opts.email ?? 'a@example.com';
  const fName = opts.fName ?? 'Dana';
  const { id: userId } = await db
    .insertInto('users')
    .values({ email, passwordHash: 'x', roles: '[2024]', fName, lName: opts.lName ?? 'Lee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: assistantId } = await db
    .insertInto('assistants')
    .values({
      assistantPathname: opts.pathname ?? `p_${userId}`,
      realtorUserId: userId,
      ohaName: `${fName}'s Assistant`,
      publicEmail: opts.publicEmail ?? email,
      publicPhone: '1',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, assistantId };
}

export const TEST_WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYo=';

/** The assistant's integration row: a signing secret, and a webhook URL or Follow Up Boss key when given. */
export async function seedIntegration(
  db: DB,
  assistantId: number,
  opts: { webhookUrl?: string | null; fubKey?: string | null; secret?: string } = {},
) {
  await db
    .insertInto('assistantIntegrations')
    .values({
      assistantId,
      webhookSecret: opts.secret ?? TEST_WEBHOOK_SECRET,
      webhookUrl: opts.webhookUrl ?? null,
      followupbossApiKey: opts.fubKey ?? null,
    })
    .execute();
}
