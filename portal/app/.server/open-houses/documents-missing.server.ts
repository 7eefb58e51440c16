// The Documents missing card of a listing's open houses: a question that several visitors asked
// (grouped as on Unanswered questions, knowledge/questions.server.ts) and no document answered,
// with the kind of document that usually answers it, named by the answer engine's concept of the
// question (the concept record's `document`). The card goes away when the agent answers or
// dismisses the group on Unanswered questions (it is no longer waiting), or once a document added
// since answers it: a background job asks the group's question again of the listing's documents
// (as the chat would, through the configured provider) and stores what it found per set of ready
// documents, so each question is asked again once per change of the listing's documents.
import type { DB } from '@db/connection';
import { toLang } from '@i18n/languages';
import { getProvider } from '../ai/index.server';
import { CONCEPT_BY_ID, DOCUMENT_KINDS, type DocumentKind } from '../ai/offline/concepts/vocabulary';
import { fileIdsOf } from '../chat/chat.server';
import { buildFileFilter } from '../chat/filters';
import { chatContext } from '../chat/instructions';
import { db as appDb } from '../db.server';
import { enqueue } from '../jobs/queue.server';
import { registerJobHandler } from '../jobs/runner.server';
import { waitingGroups, type QuestionGroup } from '../knowledge/questions.server';
import { questionTopics } from './summary.server';

/** Visitors (distinct chats) who asked before the card shows (docs/decisions.md). */
export const MISSING_MIN_VISITORS = 3;
export const RECHECK_JOB = 'open-houses.recheck-questions';

export interface MissingDocument {
  /** The question group's id (its oldest question), as on Unanswered questions. */
  groupId: number;
  question: string;
  visitors: number;
  /** What the engine calls the subject ("special levy"). */
  topic: string;
  document: DocumentKind;
  /** "the strata council minutes" */
  documentName: string;
  /** A document was added since they asked: it is being asked again of the documents. */
  checking: boolean;
}

/** The first concept of the group's questions that names a document kind (its latest wording first). */
function documentOf(group: QuestionGroup): { topic: string; document: DocumentKind } | null {
  const wordings = [group.question, ...group.questions.map((q) => q.question).reverse()];
  for (const w of wordings)
    for (const t of questionTopics([w], 'en')) {
      const document = CONCEPT_BY_ID.get(t.concept)?.document;
      if (document) return { topic: t.label, document };
    }
  return null;
}

/** The listing's ready documents as a key ("12,15"), and the newest one's time. */
async function knowledgeOf(database: DB, listingId: number): Promise<{ key: string; newest: string | null }> {
  const docs = await database
    .selectFrom('documents')
    .select(['id', 'createdAt'])
    .where('listingId', '=', listingId)
    .where('status', '=', 'ready')
    .orderBy('id')
    .execute();
  const newest = docs.reduce<string | null>((m, d) => (m === null || d.createdAt > m ? d.createdAt : m), null);
  return { key: docs.map((d) => d.id).join(','), newest };
}

interface Candidate {
  group: QuestionGroup;
  found: { topic: string; document: DocumentKind };
  /** Asked again of these documents already: answered or not. */
  recheck: { answered: boolean } | null;
  /** A document was added after the last visitor asked. */
  changed: boolean;
}

async function candidates(database: DB, userId: number, listingId: number) {
  const groups = (await waitingGroups(database, userId)).filter(
    (g) => g.listingId === listingId && g.visitors >= MISSING_MIN_VISITORS,
  );
  const knowledge = await knowledgeOf(database, listingId);
  const ids = groups.flatMap((g) => g.questions.map((q) => q.id));
  const rechecks = ids.length
    ? await database
        .selectFrom('questionRechecks')
        .select(['visitorQuestionId', 'answered'])
        .where('visitorQuestionId', 'in', ids)
        .where('knowledge', '=', knowledge.key)
        .execute()
    : [];
  const byQuestion = new Map(rechecks.map((r) => [r.visitorQuestionId, r.answered === 1]));
  const out: Candidate[] = [];
  for (const group of groups) {
    const found = documentOf(group);
    if (!found) continue;
    const checked = group.questions.filter((q) => byQuestion.has(q.id));
    out.push({
      group,
      found,
      recheck: checked.length ? { answered: checked.some((q) => byQuestion.get(q.id)) } : null,
      changed: knowledge.newest !== null && knowledge.newest > group.lastAskedAt,
    });
  }
  return { out, knowledge };
}

/**
 * The cards of one of the agent's listings (the caller has checked the agent may see it). A group
 * whose listing gained a document since it was asked, and not yet asked again, shows as
 * `checking` and queues the recheck.
 */
export async function missingDocuments(database: DB, userId: number, listingId: number): Promise<MissingDocument[]> {
  const { out } = await candidates(database, userId, listingId);
  const cards: MissingDocument[] = [];
  let queue = false;
  for (const c of out) {
    if (c.recheck?.answered) continue;
    const checking = c.changed && !c.recheck;
    queue ||= checking;
    cards.push({
      groupId: c.group.id,
      question: c.group.question,
      visitors: c.group.visitors,
      topic: c.found.topic,
      document: c.found.document,
      documentName: DOCUMENT_KINDS[c.found.document].en,
      checking,
    });
  }
  if (queue)
    await enqueue(
      database,
      RECHECK_JOB,
      { userId, listingId },
      { dedupeKey: `${RECHECK_JOB}:${listingId}`, group: `account:${userId}`, maxAttempts: 3 },
    );
  return cards;
}

/** Did the documents answer it: a reply with sources that hands nothing over. */
export async function askDocuments(database: DB, listingId: number, question: string, language: string) {
  const row = await database
    .selectFrom('listings')
    .innerJoin('assistants', 'assistants.id', 'listings.assistantId')
    .innerJoin('users', 'users.id', 'listings.realtorUserId')
    .select([
      'listings.assistantId',
      'listings.realtorUserId',
      'listings.listingName',
      'listings.listingStatus',
      'assistants.ohaName',
      'assistants.vectorStoreId',
      'users.fName',
      'users.lName',
    ])
    .where('listings.id', '=', listingId)
    .executeTakeFirst();
  if (!row) return null;
  const lang = toLang(language);
  const result = await getProvider().respond({
    assistantId: row.assistantId,
    realtorUserId: row.realtorUserId,
    vectorStoreId: row.vectorStoreId,
    sessionId: '',
    language: lang,
    instructions: chatContext({
      assistantName: row.ohaName,
      agentName: `${row.fName} ${row.lName}`.trim(),
      listings: [{ listingName: row.listingName, listingStatus: row.listingStatus ?? '' }],
      language: lang,
    }),
    input: [{ role: 'user', content: [{ type: 'input_text', text: question }] }],
    filter: buildFileFilter(await fileIdsOf(database, [listingId])),
    prevResponseId: null,
    countryCode: 'CA',
    // The documents only: a saved answer removes the group from Unanswered questions anyway.
    agentAnswers: [],
  });
  return { answered: !result.handedOver && result.sources.length > 0, reply: result.outputText };
}

/** The job: asks each card's latest wording again of the listing's ready documents. */
export async function recheckListing(database: DB, userId: number, listingId: number): Promise<number> {
  const { out, knowledge } = await candidates(database, userId, listingId);
  let asked = 0;
  for (const c of out) {
    if (c.recheck || !c.changed) continue;
    const q =
      [...c.group.questions].reverse().find((x) => x.question === c.group.question) ?? c.group.questions.at(-1)!;
    const found = await askDocuments(database, listingId, q.question, q.language);
    if (!found) return asked;
    const values = {
      answered: found.answered ? 1 : 0,
      reply: found.reply,
      knowledge: knowledge.key,
      checkedAt: new Date().toISOString(),
    };
    await database
      .insertInto('questionRechecks')
      .values({ visitorQuestionId: q.id, ...values })
      .onConflict((oc) => oc.column('visitorQuestionId').doUpdateSet(values))
      .execute();
    asked++;
  }
  return asked;
}

export function registerDocumentsMissingJobs(database: DB = appDb()): void {
  registerJobHandler<{ userId: number; listingId: number }>(
    RECHECK_JOB,
    async (p) => void (await recheckListing(database, p.userId, p.listingId)),
    { timeoutMs: 120_000 },
  );
}
