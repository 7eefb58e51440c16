// Login through remix-auth (v4) with the form strategy: the verify callback checks the
// credentials and returns the user id; the route then rotates the session (createSession).
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { loginSchema, formToObject } from '~/validation/auth';
import { hashPassword, verifyPassword } from './password.server';
import { findUserByEmail } from './users.server';

/** Why a login failed: 400 missing fields, 401 wrong credentials (the spec's catalogue). */
export class LoginError extends Error {
  constructor(readonly status: 400 | 401) {
    super(status === 400 ? 'missing credentials' : 'wrong credentials');
    this.name = 'LoginError';
  }
}

export interface AuthenticatedUser {
  id: number;
  email: string;
}

// Compared against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyLogin(email: string, password: string): Promise<AuthenticatedUser> {
  const user = await findUserByEmail(email);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verifyPassword(password, await dummyHash);
    throw new LoginError(401);
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw new LoginError(401);
  return { id: user.id, email: user.email };
}

export const authenticator = new Authenticator<AuthenticatedUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse(formToObject(form));
    if (!parsed.success) throw new LoginError(400);
    return verifyLogin(parsed.data.email, parsed.data.password);
  }),
  'form',
);
