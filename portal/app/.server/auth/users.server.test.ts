import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { LoginError, verifyLogin } from './authenticator.server';
import { EmailTakenError, findUserByEmail, grantRole, registerUser } from './users.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  resetConfigForTests();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  resetConfigForTests();
  await t.close();
});

const dana = { email: 'Dana@Example.com', password: 'Passw0rd!', fName: 'Dana', lName: 'Lee' };

describe('accounts', () => {
  it('registers an agent (role 2024) under the lower-cased email, with a hashed password', async () => {
    const { id } = await registerUser(dana);
    const u = await findUserByEmail('DANA@example.com');
    expect(u).toMatchObject({ id, email: 'dana@example.com', roles: '[2024]', fName: 'Dana' });
    expect(u!.passwordHash).not.toContain('Passw0rd!');
  });

  it('refuses a second account for the same email in any case', async () => {
    await registerUser(dana);
    await expect(registerUser({ ...dana, email: 'dana@EXAMPLE.com' })).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('logs in with the right password only', async () => {
    const { id } = await registerUser(dana);
    await expect(verifyLogin('dana@example.com', 'Passw0rd!')).resolves.toEqual({ id, email: 'dana@example.com' });
    await expect(verifyLogin('dana@example.com', 'wrong')).rejects.toMatchObject({ status: 401 });
    await expect(verifyLogin('nobody@example.com', 'Passw0rd!')).rejects.toBeInstanceOf(LoginError);
  });

  it('grants the operator role once', async () => {
    await registerUser(dana);
    expect(await grantRole('dana@example.com', 3135)).toBe(true);
    expect(await grantRole('dana@example.com', 3135)).toBe(true);
    expect((await findUserByEmail('dana@example.com'))!.roles).toBe('[2024,3135]');
    expect(await grantRole('ghost@example.com', 3135)).toBe(false);
  });
});
