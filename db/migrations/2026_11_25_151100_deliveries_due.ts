import { sql, type Kysely } from 'kysely';

// The delivery runner asks every second which pending deliveries are due; this partial index keeps
// that question cheap however many delivered and failed rows the table keeps.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index deliveries_due on deliveries (next_attempt_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deliveries_due').execute();
}
