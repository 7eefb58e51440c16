// Accounts: registration, lookup by email, password changes and roles. Emails are stored
// lower-cased so "Dana@X.com" and "dana@x.com" are one account.
import { isUniqueViolation } from '@db/dialect';
import { ROLE_AGENT, type User } from '@db/schema';
import { db } from '../db.server';
import { hashPassword } from './password.server';
import { parseRoles } from './session.server';

export class EmailTakenError extends Error {
  constructor() {
    super('Email Taken');
    this.name = 'EmailTakenError';
  }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewAccount {
  email: string;
  password: string;
  fName: string;
  lName: string;
}

/** Registers an agent (role 2024). Throws EmailTakenError when the address is in use. */
export async function registerUser(input: NewAccount): Promise<{ id: number }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db()
      .insertInto('users')
      .values({ email, passwordHash, roles: JSON.stringify([ROLE_AGENT]), fName: input.fName, lName: input.lName })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (err) {
    // The unique index on email decides races between two registrations of one address.
    if (isUniqueViolation(err, 'email')) throw new EmailTakenError();
    throw err;
  }
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  return db().selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(id: number): Promise<User | undefined> {
  return db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updatePassword(userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db().updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** Adds a role code to the user; returns false when no user has that email. */
export async function grantRole(email: string, role: number): Promise<boolean> {
  const user = await findUserByEmail(email);
  if (!user) return false;
  const roles = parseRoles(user.roles);
  if (!roles.includes(role)) roles.push(role);
  await db()
    .updateTable('users')
    .set({ roles: JSON.stringify(roles) })
    .where('id', '=', user.id)
    .execute();
  return true;
}

export async function countUsers(): Promise<number> {
  const row = await db()
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
