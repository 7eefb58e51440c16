import { sql, type Kysely } from 'kysely';
import { autoId, dialectOf, nowDefault } from '../dialect';

// The background job queue (portal/app/.server/jobs/). A job is claimed with a lease that its
// runner renews (heartbeat); a job whose lease expired (crash, kill) is claimed again, so work
// resumes after a restart. `dedupe_key` keeps one active (queued or running) job per key.
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  const now = nowDefault(d);
  const id = autoId(d);
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('dedupe_key', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('progress', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'text')
    .execute();
  // The claim query: due queued jobs by run_at, and running jobs by lease expiry.
  await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_status_lease')
    .on('jobs')
    .columns(['status', 'lease_expires_at'])
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema
    .createIndex('jobs_active_dedupe')
    .on('jobs')
    .column('dedupe_key')
    .unique()
    .where(sql<boolean>`dedupe_key is not null and status in ('queued', 'running')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}
