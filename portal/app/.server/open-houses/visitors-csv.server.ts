// An open house's visitors as CSV rows for its owner (co-hosts and other agents: FORBIDDEN): who
// signed in, what they answered, what they consented to (the boxes, the consent text's version and
// language) and what they asked (the live list's summary). Written by the repo's one CSV writer.
import type { DB } from '@db/connection';
import type { VisitAnswers } from '@db/schema';
import { requireOpenHouse, type Viewer } from './open-houses.server';
import { summarizeQuestions } from './summary.server';
import { TIMELINE_LABELS } from './visits.server';

const yesNo = (v: unknown) => (v ? 'yes' : 'no');

export async function visitorsCsvRows(database: DB, viewer: Viewer, openHouseId: number) {
  const { openHouse } = await requireOpenHouse(database, viewer, openHouseId, 'owner');
  const visits = await database
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .leftJoin('consentRecords', 'consentRecords.visitId', 'visits.id')
    .select([
      'visits.createdAt',
      'visits.language',
      'visits.answers',
      'visits.chatSessionId',
      'contacts.name',
      'contacts.email',
      'contacts.phone',
      'consentRecords.emailFollowUp',
      'consentRecords.callsAndTexts',
      'consentRecords.disclosureAcknowledged',
      'consentRecords.consentVersion',
      'consentRecords.createdAt as consentedAt',
    ])
    .where('visits.openHouseId', '=', openHouseId)
    .orderBy('visits.id')
    .execute();
  const sessions = visits.map((v) => v.chatSessionId).filter((s): s is string => Boolean(s));
  const asked = sessions.length
    ? await database
        .selectFrom('chatMessages')
        .select(['sessionId', 'content'])
        .where('sessionId', 'in', sessions)
        .where('role', '=', 'user')
        .orderBy('id')
        .execute()
    : [];
  const bySession = new Map<string, string[]>();
  for (const m of asked) bySession.set(m.sessionId, [...(bySession.get(m.sessionId) ?? []), m.content]);
  const header = [
    'signed in at',
    'name',
    'email',
    'phone',
    'language',
    'working with an agent',
    'their agent',
    'brokerage',
    'buying timeline',
    'pre-approved',
    'nearby or selling',
    openHouse.ownQuestion ?? 'own question',
    'email follow-up consent',
    'calls and texts consent',
    'disclosure acknowledged',
    'consent text version',
    'consent recorded at',
    'questions asked',
    'asked about',
  ];
  const rows = visits.map((v) => {
    let a: Partial<VisitAnswers> = {};
    try {
      a = JSON.parse(v.answers) as Partial<VisitAnswers>;
    } catch {
      // an unreadable row still lists the visitor
    }
    const questions = (v.chatSessionId && bySession.get(v.chatSessionId)) || [];
    return [
      v.createdAt,
      v.name,
      v.email ?? '',
      v.phone ?? '',
      v.language,
      yesNo(a.hasAgent),
      a.agentName ?? '',
      a.agentBrokerage ?? '',
      a.timeline ? TIMELINE_LABELS[a.timeline] : '',
      yesNo(a.preApproved),
      yesNo(a.nearbyOrSelling),
      a.ownAnswer ?? '',
      v.consentVersion ? yesNo(v.emailFollowUp) : '',
      v.consentVersion ? yesNo(v.callsAndTexts) : '',
      v.consentVersion ? yesNo(v.disclosureAcknowledged) : '',
      v.consentVersion ?? '',
      v.consentedAt ?? '',
      questions.length,
      summarizeQuestions(questions, 'en'),
    ];
  });
  return { date: openHouse.date, rows: [header, ...rows] };
}
