import type { Kysely } from 'kysely';

// Fair sharing of the job queue between accounts: a job may belong to a group (e.g. the account
// whose document it reads). A runner claims at most a configured number of running jobs per
// group, and among due jobs it serves the group it served least recently first (`claimed_at`).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('group_key', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('claimed_at', 'text').execute();
  await db.schema.createIndex('jobs_group').on('jobs').columns(['group_key', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_group').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('claimed_at').execute();
  await db.schema.alterTable('jobs').dropColumn('group_key').execute();
}
