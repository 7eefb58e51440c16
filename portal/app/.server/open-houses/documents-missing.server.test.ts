// The Documents missing card: a question group of a listing asked by three visitors or more,
// named with the document kind of its concept (data in the concept records); not for two visitors,
// a question of no known document kind, or another listing; gone once the agent answers the group,
// or once the question asked again of the listing's current documents was answered; asked again
// (queued) only after a document was added since the visitors asked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { CONCEPTS } from '../ai/offline/concepts/vocabulary';
import { DOCUMENT_KINDS } from '../ai/offline/concepts/documents';
import { MISSING_MIN_VISITORS, RECHECK_JOB, missingDocuments } from './documents-missing.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

async function listing(name = '7 Cedar Court') {
  const { userId, assistantId } = await seedAgent(t.db, { email: 'a@example.com', pathname: 'p_a' });
  const { id } = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: name,
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, assistantId, listingId: id };
}

let seq = 0;
/** A visitor's chat in which the question was handed over (kept for the agent). */
async function asked(assistantId: number, listingId: number, question: string, language = 'en') {
  const sessionId = `sess_${String(++seq).padStart(12, '0')}abcdefabcdefabc`;
  await t.db.insertInto('chatSessions').values({ id: sessionId, assistantId, language }).execute();
  const { id } = await t.db
    .insertInto('visitorQuestions')
    .values({
      assistantId,
      listingId,
      sessionId,
      responseId: `resp_${seq}`,
      question,
      reply: 'I will ask the agent.',
      language,
      reason: 'handoff',
      state: 'waiting',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addDocument(listingId: number, createdAt: string) {
  const { id } = await t.db
    .insertInto('documents')
    .values({
      listingId,
      fileId: `file-${++seq}`,
      fileName: 'minutes.pdf',
      kind: 'pdf',
      sizeBytes: 10,
      storagePath: `files/${listingId}/x.pdf`,
      sha256: String(seq).padStart(64, '0'),
      pageCount: 1,
      isExtraInfo: 0,
      status: 'ready',
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const queued = async () =>
  (await t.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', '=', RECHECK_JOB).execute()).length;

describe('documents missing', () => {
  it('every document kind a concept record names exists, and has a name in six languages', () => {
    const named = CONCEPTS.filter((c) => c.document);
    expect(named.length).toBeGreaterThan(20);
    for (const c of named) {
      const kind = DOCUMENT_KINDS[c.document!];
      expect(kind, c.id).toBeDefined();
      expect(Object.values(kind).every((s) => s.length > 0)).toBe(true);
    }
    // Handovers (negotiation, showings) are the agent's: no document answers them.
    expect(CONCEPTS.filter((c) => c.kind === 'handoff' && c.document)).toEqual([]);
  });

  it(`shows a question ${MISSING_MIN_VISITORS} visitors asked, with the document that answers it`, async () => {
    const { userId, assistantId, listingId } = await listing();
    await asked(assistantId, listingId, 'Is there a special levy coming?');
    await asked(assistantId, listingId, 'Is a special levy planned?');
    expect(await missingDocuments(t.db, userId, listingId)).toEqual([]);
    await asked(assistantId, listingId, 'Any special levy planned?');
    // Three visitors asking what only the agent answers (no document kind): no card for it.
    for (let i = 0; i < 3; i++) await asked(assistantId, listingId, 'Can I make an offer below asking?');
    const cards = await missingDocuments(t.db, userId, listingId);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      visitors: 3,
      topic: 'special levy',
      document: 'strata_minutes',
      documentName: 'the strata council minutes',
      checking: false,
    });
    expect(await queued()).toBe(0);
    // Another agent's listing id shows nothing of it.
    const other = await seedAgent(t.db, { email: 'b@example.com', pathname: 'p_b' });
    expect(await missingDocuments(t.db, other.userId, listingId)).toEqual([]);
  });

  it('goes once the agent answers the group', async () => {
    const { userId, assistantId, listingId } = await listing();
    const ids = [];
    for (const q of ['What is the special levy?', 'Is there a special levy?', 'Any special levy?'])
      ids.push(await asked(assistantId, listingId, q));
    expect(await missingDocuments(t.db, userId, listingId)).toHaveLength(1);
    await t.db.updateTable('visitorQuestions').set({ state: 'answered' }).where('id', 'in', ids).execute();
    expect(await missingDocuments(t.db, userId, listingId)).toEqual([]);
  });

  it('a document added since: asked again in the background; gone when the documents answer it', async () => {
    const { userId, assistantId, listingId } = await listing();
    const ids = [];
    for (const q of ['What is the special levy?', 'Is there a special levy?', 'Any special levy?'])
      ids.push(await asked(assistantId, listingId, q));
    // A document older than the questions changes nothing.
    await addDocument(listingId, '2000-01-01T00:00:00.000Z');
    expect((await missingDocuments(t.db, userId, listingId))[0]?.checking).toBe(false);
    expect(await queued()).toBe(0);
    const doc = await addDocument(listingId, '2999-01-01T00:00:00.000Z');
    expect((await missingDocuments(t.db, userId, listingId))[0]?.checking).toBe(true);
    await missingDocuments(t.db, userId, listingId);
    expect(await queued()).toBe(1); // once, however often the page is opened
    const knowledge = (
      await t.db.selectFrom('documents').select('id').where('listingId', '=', listingId).orderBy('id').execute()
    )
      .map((d) => d.id)
      .join(',');
    expect(knowledge.endsWith(String(doc))).toBe(true);
    // Asked again and not answered: the card stays, no longer checking.
    await t.db
      .insertInto('questionRechecks')
      .values({ visitorQuestionId: ids[2]!, answered: 0, reply: 'No.', knowledge, checkedAt: new Date().toISOString() })
      .execute();
    expect((await missingDocuments(t.db, userId, listingId))[0]?.checking).toBe(false);
    // Answered by the current documents: gone.
    await t.db.updateTable('questionRechecks').set({ answered: 1 }).where('visitorQuestionId', '=', ids[2]!).execute();
    expect(await missingDocuments(t.db, userId, listingId)).toEqual([]);
    // A recheck of other documents (one removed since) does not count.
    await t.db.deleteFrom('documents').where('id', '=', doc).execute();
    expect(await missingDocuments(t.db, userId, listingId)).toHaveLength(1);
  });
});
