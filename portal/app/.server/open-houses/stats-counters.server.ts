// Each open house's counters for the stats across open houses (open_house_stats, one row per open
// house): recounted from that open house's own rows, through their open-house indexes, inside the
// transaction of every write that changes them: a link opened, a sign-in, a chat question, a
// handover, a follow-up sent, a visitor's data erased, contacts merged. A recount (rather than
// adding one) cannot drift: a retried write, a cascade or an erasure leaves the row equal to a
// count of the raw rows. Deleting an open house (or its listing, or the agent) deletes its row by
// the foreign-key cascade. The stats page then reads one row per open house by primary key.
import { sql } from 'kysely';
import type { DB } from '@db/connection';

/** Recounts these open houses' counters (unknown ids are skipped). Call inside the write's transaction. */
export async function recountOpenHouseStats(trx: DB, openHouseIds: ReadonlyArray<number | null | undefined>) {
  const ids = [...new Set(openHouseIds.filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return;
  await trx
    .insertInto('openHouseStats')
    .columns([
      'openHouseId',
      'opened',
      'openedSignedIn',
      'signedIn',
      'chats',
      'anonymousChats',
      'questions',
      'handedOver',
      'followUpsSent',
      'firstFollowUpAt',
      'updatedAt',
    ])
    .expression(
      trx
        .selectFrom('openHouses as oh')
        .select((eb) => {
          const n = eb.fn.countAll<number>().as('n');
          const sessions = () => eb.selectFrom('chatSessions as s').whereRef('s.openHouseId', '=', 'oh.id');
          const asked = eb.exists(
            eb
              .selectFrom('chatMessages as m')
              .select(sql.lit(1).as('one'))
              .where('m.sessionId', '=', sql.ref<string>('s.id'))
              .where('m.role', '=', 'user'),
          );
          const signedIn = eb.exists(
            eb
              .selectFrom('visits as sv')
              .select(sql.lit(1).as('one'))
              .where('sv.chatSessionId', '=', sql.ref<string>('s.id'))
              .whereRef('sv.openHouseId', '=', 'oh.id'),
          );
          return [
            'oh.id',
            eb.selectFrom('openHouseOpens as o').select(n).whereRef('o.openHouseId', '=', 'oh.id').as('opened'),
            eb
              .selectFrom('openHouseOpens as o')
              .select(n)
              .whereRef('o.openHouseId', '=', 'oh.id')
              .where('o.visitId', 'is not', null)
              .as('openedSignedIn'),
            eb.selectFrom('visits as v').select(n).whereRef('v.openHouseId', '=', 'oh.id').as('signedIn'),
            sessions().select(n).where(asked).as('chats'),
            sessions().select(n).where(asked).where(eb.not(signedIn)).as('anonymousChats'),
            sessions()
              .innerJoin('chatMessages as m', 'm.sessionId', 's.id')
              .select(n)
              .where('m.role', '=', 'user')
              .as('questions'),
            sessions()
              .innerJoin('visitorQuestions as q', 'q.sessionId', 's.id')
              .select(n)
              .where('q.reason', '=', 'handoff')
              .as('handedOver'),
            eb
              .selectFrom('followUps as f')
              .select(n)
              .whereRef('f.openHouseId', '=', 'oh.id')
              .where('f.status', '=', 'sent')
              .as('followUpsSent'),
            eb
              .selectFrom('followUps as f')
              .select((f) => f.fn.min('f.sentAt').as('first'))
              .whereRef('f.openHouseId', '=', 'oh.id')
              .where('f.status', '=', 'sent')
              .as('firstFollowUpAt'),
            sql.val(new Date().toISOString()).as('updatedAt'),
          ];
        })
        .where('oh.id', 'in', ids),
    )
    .onConflict((oc) =>
      oc.column('openHouseId').doUpdateSet((eb) => ({
        opened: eb.ref('excluded.opened'),
        openedSignedIn: eb.ref('excluded.openedSignedIn'),
        signedIn: eb.ref('excluded.signedIn'),
        chats: eb.ref('excluded.chats'),
        anonymousChats: eb.ref('excluded.anonymousChats'),
        questions: eb.ref('excluded.questions'),
        handedOver: eb.ref('excluded.handedOver'),
        followUpsSent: eb.ref('excluded.followUpsSent'),
        firstFollowUpAt: eb.ref('excluded.firstFollowUpAt'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();
}

/** The open house a chat session came through, when it did. */
export async function openHouseOfSession(trx: DB, sessionId: string): Promise<number | null> {
  const row = await trx.selectFrom('chatSessions').select('openHouseId').where('id', '=', sessionId).executeTakeFirst();
  return row?.openHouseId ?? null;
}

/** After a write to a chat session's rows (a question, a handover): its open house's counters. */
export async function recountForSession(trx: DB, sessionId: string): Promise<void> {
  const oh = await openHouseOfSession(trx, sessionId);
  if (oh !== null) await recountOpenHouseStats(trx, [oh]);
}
