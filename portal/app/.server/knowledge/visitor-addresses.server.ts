// The email addresses visitors gave in a chat: the address of a lead they left from that chat, or
// the address they had the chat history sent to. Nothing else ever counts as a visitor's address:
// an answer is emailed only to these. An open house's sign-in is a lead too, but its address counts
// only when the visitor ticked the email box (the latest consent record of that visit says so).
import type { DB } from '@db/connection';

/** Per chat session, the lower-cased addresses its visitor gave in it. */
export async function visitorAddresses(database: DB, sessionIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (!sessionIds.length) return out;
  const add = (sessionId: string | null, address: string) => {
    if (!sessionId) return;
    const a = address.trim().toLowerCase();
    if (!a) return;
    out.set(sessionId, (out.get(sessionId) ?? new Set()).add(a));
  };
  // SQLite allows some 32k bound parameters; chunks keep far below.
  for (let i = 0; i < sessionIds.length; i += 500) {
    const chunk = sessionIds.slice(i, i + 500);
    const [leads, transcripts] = await Promise.all([
      database
        .selectFrom('leads as l')
        .select(['l.sessionId', 'l.prospectEmail'])
        .where('l.sessionId', 'in', chunk)
        .where((eb) =>
          eb.or([
            eb('l.source', '!=', 'open_house'),
            eb(
              eb
                .selectFrom('consentRecords as c')
                .innerJoin('visits as v', 'v.id', 'c.visitId')
                .select('c.emailFollowUp')
                .whereRef('v.leadId', '=', 'l.id')
                .orderBy('c.id', 'desc')
                .limit(1),
              '=',
              1,
            ),
          ]),
        )
        .execute(),
      database
        .selectFrom('emails')
        .select(['sessionId', 'toAddress'])
        .where('kind', '=', 'transcript')
        .where('sessionId', 'in', chunk)
        .execute(),
    ]);
    for (const l of leads) add(l.sessionId, l.prospectEmail);
    for (const t of transcripts) add(t.sessionId, t.toAddress);
  }
  return out;
}
