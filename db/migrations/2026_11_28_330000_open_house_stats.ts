import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { dialectOf, nowDefault } from '../dialect';

// Stats across open houses that stay cheap at any size (issue 30, part 4). `chat_sessions.
// open_house_id`: the open house whose link the chat came through (a sign-in's chat, or a visitor
// who chatted without signing in), so chats, questions and handovers are counted per open house
// without walking the agent's visits (a plain indexed integer: no foreign key, so the column can
// be dropped again on SQLite; a deleted open house's id matches no row of `open_house_stats`).
// `open_house_stats`: one row of counters per open house, recounted from its own rows in the same
// transaction as every write that changes them (open-houses/stats-counters.server.ts); the stats
// page reads the agent's open houses and these rows by primary key. Existing rows are backfilled.
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowDefault(dialectOf(db));
  await db.schema.alterTable('chat_sessions').addColumn('open_house_id', 'integer').execute();
  await db.schema.createIndex('chat_sessions_open_house').on('chat_sessions').column('open_house_id').execute();
  await db
    .updateTable('chat_sessions')
    .set((eb: ExpressionBuilder<any, 'chat_sessions'>) => ({
      open_house_id: eb
        .selectFrom('visits')
        .select(eb.fn.min('visits.open_house_id').as('oh'))
        .whereRef('visits.chat_session_id', '=', 'chat_sessions.id'),
    }))
    .where('id', 'in', (eb: ExpressionBuilder<any, 'chat_sessions'>) =>
      eb.selectFrom('visits').select('visits.chat_session_id').where('visits.chat_session_id', 'is not', null),
    )
    .execute();

  await db.schema
    .createTable('open_house_stats')
    .addColumn('open_house_id', 'integer', (c) => c.primaryKey().references('open_houses.id').onDelete('cascade'))
    .addColumn('opened', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opened_signed_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signed_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anonymous_chats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handed_over', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follow_ups_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_follow_up_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  // The backfill is the app's recount over every open house (the same statement, written here so
  // the migration does not change when the app's code does).
  await db
    .insertInto('open_house_stats')
    .columns([
      'open_house_id',
      'opened',
      'opened_signed_in',
      'signed_in',
      'chats',
      'anonymous_chats',
      'questions',
      'handed_over',
      'follow_ups_sent',
      'first_follow_up_at',
    ])
    .expression(
      db
        .selectFrom('open_houses as oh')
        .select((eb: ExpressionBuilder<any, any>) => {
          const count = (from: string) => eb.selectFrom(from).select(eb.fn.countAll().as('n'));
          const sessions = () => eb.selectFrom('chat_sessions as s').whereRef('s.open_house_id', '=', 'oh.id');
          const asked = (s: string) =>
            eb.exists(
              eb
                .selectFrom('chat_messages as m')
                .select(sql.lit(1).as('one'))
                .whereRef('m.session_id', '=', s as never)
                .where('m.role', '=', 'user'),
            );
          return [
            'oh.id',
            count('open_house_opens as o').whereRef('o.open_house_id', '=', 'oh.id').as('opened'),
            count('open_house_opens as o')
              .whereRef('o.open_house_id', '=', 'oh.id')
              .where('o.visit_id', 'is not', null)
              .as('opened_signed_in'),
            count('visits as v').whereRef('v.open_house_id', '=', 'oh.id').as('signed_in'),
            sessions().select(eb.fn.countAll().as('n')).where(asked('s.id')).as('chats'),
            sessions()
              .select(eb.fn.countAll().as('n'))
              .where(asked('s.id'))
              .where((w) =>
                w.not(
                  w.exists(
                    w
                      .selectFrom('visits as v')
                      .select(sql.lit(1).as('one'))
                      .whereRef('v.chat_session_id', '=', 's.id')
                      .whereRef('v.open_house_id', '=', 'oh.id'),
                  ),
                ),
              )
              .as('anonymous_chats'),
            sessions()
              .innerJoin('chat_messages as m', 'm.session_id', 's.id')
              .select(eb.fn.countAll().as('n'))
              .where('m.role', '=', 'user')
              .as('questions'),
            sessions()
              .innerJoin('visitor_questions as q', 'q.session_id', 's.id')
              .select(eb.fn.countAll().as('n'))
              .where('q.reason', '=', 'handoff')
              .as('handed_over'),
            count('follow_ups as f')
              .whereRef('f.open_house_id', '=', 'oh.id')
              .where('f.status', '=', 'sent')
              .as('follow_ups_sent'),
            eb
              .selectFrom('follow_ups as f')
              .select(eb.fn.min('f.sent_at').as('first'))
              .whereRef('f.open_house_id', '=', 'oh.id')
              .where('f.status', '=', 'sent')
              .as('first_follow_up_at'),
          ];
        })
        .where('oh.id', 'is not', null),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_house_stats').ifExists().execute();
  await db.schema.dropIndex('chat_sessions_open_house').ifExists().execute();
  await db.schema.alterTable('chat_sessions').dropColumn('open_house_id').execute();
}
