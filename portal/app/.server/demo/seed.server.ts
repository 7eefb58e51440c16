// First start on an empty database: a demo agent (and, through the listings module, a demo
// assistant), with the login printed to the console. OHA_DEMO=0 turns it off (portal/server.ts).
import { ROLE_AGENT } from '@db/schema';
import { hashPassword } from '../auth/password.server';
import { countUsers } from '../auth/users.server';
import { db } from '../db.server';
import { seedDemoAssistant } from './demo-assistant.server';

/** Documented in README.md; meets the password rules. Change it after the first login. */
export const DEMO_LOGIN = {
  email: 'demo@openhouse.local',
  password: 'OpenHouse#2025',
  fName: 'Dana',
  lName: 'Lee',
} as const;

export async function seedDemo(): Promise<{ userId: number; chatUrl: string | null } | null> {
  if ((await countUsers()) > 0) return null;
  const { id } = await db()
    .insertInto('users')
    .values({
      email: DEMO_LOGIN.email,
      passwordHash: await hashPassword(DEMO_LOGIN.password),
      roles: JSON.stringify([ROLE_AGENT]),
      fName: DEMO_LOGIN.fName,
      lName: DEMO_LOGIN.lName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  console.log(`demo agent: log in as ${DEMO_LOGIN.email} with password ${DEMO_LOGIN.password}`);
  let chatUrl: string | null = null;
  try {
    chatUrl = (await seedDemoAssistant(id))?.chatUrl ?? null;
  } catch (err) {
    // The agent is still usable without the sample assistant; say why it is missing.
    console.error('demo assistant not created:', err instanceof Error ? err.message : err);
  }
  if (chatUrl) console.log(`demo chat: ${chatUrl}`);
  return { userId: id, chatUrl };
}
