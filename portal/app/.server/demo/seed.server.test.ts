import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { verifyPassword } from '../auth/password.server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { isValidPassword } from '~/validation/auth';

// The real demo assistant ingests sample documents; this test is about the agent.
vi.mock('./demo-assistant.server', () => ({
  seedDemoAssistant: vi.fn(async () => ({ chatUrl: 'http://localhost:3000/assistants/dana_demo' })),
}));
const { DEMO_LOGIN, seedDemo } = await import('./seed.server');

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  resetConfigForTests();
  useDatabaseForTests(t);
});
afterEach(async () => {
  vi.restoreAllMocks();
  useDatabaseForTests(undefined);
  await t.close();
});

describe('seedDemo', () => {
  it('creates the demo agent on an empty database, prints the login and the chat link, then never again', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const first = await seedDemo();
    expect(first?.chatUrl).toBe('http://localhost:3000/assistants/dana_demo');
    const users = await t.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: DEMO_LOGIN.email, fName: 'Dana', lName: 'Lee', roles: '[2024]' });
    expect(await verifyPassword(DEMO_LOGIN.password, users[0].passwordHash)).toBe(true);
    expect(isValidPassword(DEMO_LOGIN.password)).toBe(true);
    const printed = log.mock.calls.flat().join('\n');
    expect(printed).toContain(DEMO_LOGIN.email);
    expect(printed).toContain(DEMO_LOGIN.password);
    expect(printed).toContain('/assistants/dana_demo');

    expect(await seedDemo()).toBeNull();
    expect(await t.db.selectFrom('users').selectAll().execute()).toHaveLength(1);
  });
});
