// Queries on assistants ("ohas"). Every function that touches one agent's data takes the user id
// and checks ownership in the query itself.
import { db } from '../db.server';

export async function countAssistants(userId: number): Promise<number> {
  const row = await db()
    .selectFrom('assistants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('realtorUserId', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
