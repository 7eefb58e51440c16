// npm run oha -- grant-operator EMAIL: gives the user the operator role (3135), which shows the
// Usage link and opens /usage_overview.
import { ROLE_OPERATOR } from '../../db/schema';
import { openAppDatabase } from './_db';

export async function run(args: string[]): Promise<number> {
  const email = args[0]?.trim().toLowerCase();
  if (!email) {
    console.error('usage: npm run oha -- grant-operator EMAIL');
    return 2;
  }
  const { db } = await openAppDatabase();
  try {
    const user = await db.selectFrom('users').select(['id', 'roles']).where('email', '=', email).executeTakeFirst();
    if (!user) {
      console.error(`No user with the email ${email}. The person must register first.`);
      return 1;
    }
    let roles: number[] = [];
    try {
      roles = (JSON.parse(user.roles) as unknown[]).map(Number);
    } catch {
      roles = [];
    }
    if (roles.includes(ROLE_OPERATOR)) {
      console.log(`${email} already has the operator role (${ROLE_OPERATOR}).`);
      return 0;
    }
    roles.push(ROLE_OPERATOR);
    await db
      .updateTable('users')
      .set({ roles: JSON.stringify(roles) })
      .where('id', '=', user.id)
      .execute();
    console.log(
      `${email} is now an operator (role ${ROLE_OPERATOR}); the Usage page appears after the next page load.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
