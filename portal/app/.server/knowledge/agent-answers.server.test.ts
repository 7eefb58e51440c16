// The whole loop with the offline engine and a real database: a question the documents cannot
// answer waits for the agent, the agent answers once, the next visitor gets that answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import type { Email } from '@db/schema';
import { setProviderForTests } from '../ai/index.server';
import { offlineProvider } from '../ai/offline/provider.server';
import { AGENT_ANSWER_SOURCE } from '../ai/provider.server';
import { handleChatTurn } from '../chat/chat.server';
import { recordFeedback } from '../chat/feedback.server';
import { loadPublicAssistant } from '../chat/assistant-info.server';
import { createLead } from '../chat/leads.server';
import { emailTranscript } from '../chat/transcript.server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests, db } from '../db.server';
import { setTransportForTests } from '../email/email.server';
import { PortalError } from '../errors.server';
import { createAssistantFromFiles } from '../repos/assistants.server';
import { addListingFromFiles, deleteListing } from '../repos/listings.server';
import { answerGroup, dismiss, editAnswer, removeAnswer } from './actions.server';
import { listSavedAnswers, saveAnswer, updateAnswer } from './answers.server';
import { waitingGroups } from './questions.server';

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestDb;
let sent: Email[];

const SHEET = (address: string) =>
  Buffer.from(`${address}\nAsking price $899,000. Three bedrooms, two bathrooms, 1,450 sq ft. Built in 1998.\n`);

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  process.env.DATA_DIR = t.dir;
  process.env.PUBLIC_URL = 'http://oha.test';
  resetConfigForTests();
  setProviderForTests(offlineProvider());
  sent = [];
  setTransportForTests({
    name: 'test',
    async deliver(email) {
      sent.push(email);
      return `test-${email.id}`;
    },
  });
});

afterEach(async () => {
  setProviderForTests(undefined);
  setTransportForTests(undefined);
  useDatabaseForTests(undefined);
  await t.close();
  delete process.env.DATA_DIR;
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
});

async function agent(email: string, fName: string) {
  const { id } = await t.db
    .insertInto('users')
    .values({ email, passwordHash: 'x', roles: '[2024]', fName, lName: 'Lee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { assistant } = await createAssistantFromFiles(db(), id, {
    listing: { listingName: '12 Maple Street, Victoria', listingStatus: 'Active Listing', insiderInfo: '' },
    contact: { fName, lName: 'Lee', email: `public.${email}`, phone: '250-555-0100' },
    files: [{ name: 'maple.txt', bytes: SHEET('12 Maple Street, Victoria'), kind: 'txt' }],
  });
  const { listingId: second } = await addListingFromFiles(db(), id, {
    assistantId: assistant.id,
    listing: { listingName: '7 Birch Road, Victoria', listingStatus: 'Active Listing', insiderInfo: '' },
    files: [{ name: 'birch.txt', bytes: SHEET('7 Birch Road, Victoria'), kind: 'txt' }],
  });
  const first = (
    await t.db
      .selectFrom('listings')
      .select('id')
      .where('assistantId', '=', assistant.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { userId: id, pathname: assistant.assistantPathname, assistantId: assistant.id, first, second };
}

const ask = (
  pathname: string,
  message: string,
  language: string,
  listing: number | null,
  sessionId: string | null = null,
) =>
  handleChatTurn({ pathname, sessionId, message, language, selectedListingIds: listing === null ? null : [listing] });

async function notesOf(listingId: number): Promise<string> {
  const rows = await t.db
    .selectFrom('chunks')
    .innerJoin('documents', 'documents.id', 'chunks.documentId')
    .select('chunks.text')
    .where('documents.listingId', '=', listingId)
    .where('documents.isExtraInfo', '=', 1)
    .orderBy('chunks.ord')
    .execute();
  return rows.map((r) => r.text).join('\n');
}

describe("the agent's saved answers", () => {
  it('keeps a handed-over question, groups it across languages, and gives the saved answer to the next visitor', async () => {
    const a = await agent('dana@example.com', 'Dana');
    const first = await ask(a.pathname, 'Are pets allowed?', 'en', a.first);
    expect(first.text).toContain('##CONTACT');
    await ask(a.pathname, '可以养宠物吗？', 'zh-CN', a.first);

    const [group, ...rest] = await waitingGroups(t.db, a.userId);
    expect(rest).toEqual([]);
    expect(group).toMatchObject({ listingId: a.first, visitors: 2, languages: ['en', 'zh-CN'] });
    expect(group!.question).toBe('Are pets allowed?'); // the English wording, for the agent
    expect(group!.reply).toContain('##CONTACT');

    const done = await answerGroup(a.userId, group!.id, {
      answer: 'Cats are welcome; no dogs.',
      listingId: a.first,
      notify: false,
    });
    expect(done.notesUpdated).toBe(true);
    expect(await waitingGroups(t.db, a.userId)).toEqual([]);

    const fr = await ask(a.pathname, 'Les animaux sont-ils acceptés ?', 'fr', a.first);
    expect(fr.text).toBe('Dana Lee a répondu à cette question : « Cats are welcome; no dogs. »');
    expect(fr.sources).toEqual([{ fileName: AGENT_ANSWER_SOURCE, listingName: '12 Maple Street, Victoria' }]);
    // Answered: nothing new waits.
    expect(await waitingGroups(t.db, a.userId)).toEqual([]);

    // A saved answer about pets never answers parking; the other listing still has no answer.
    expect((await ask(a.pathname, 'Is there street parking?', 'en', a.first)).text).toContain('##CONTACT');
    expect((await ask(a.pathname, 'Are pets allowed?', 'en', a.second)).text).toContain('##CONTACT');
    expect((await waitingGroups(t.db, a.userId)).map((g) => [g.question, g.listingId])).toEqual([
      ['Are pets allowed?', a.second],
      ['Is there street parking?', a.first],
    ]);

    // The listing's notes document carries the answer for the hosted provider; the other's does not.
    expect(await notesOf(a.first)).toContain('Questions answered by the agent');
    expect(await notesOf(a.first)).toContain('Answer: Cats are welcome; no dogs.');
    expect(await notesOf(a.second)).not.toContain('Cats are welcome');
  });

  it('takes an edit on the next question, and a delete brings the handoff back', async () => {
    const a = await agent('dana@example.com', 'Dana');
    await ask(a.pathname, 'Is there street parking?', 'en', a.first);
    const [group] = await waitingGroups(t.db, a.userId);
    const { answerId } = await answerGroup(a.userId, group!.id, {
      answer: 'Yes, free on weekends.',
      listingId: null,
      notify: false,
    });
    // For every listing: both notes documents carry it, and the other listing's visitors get it.
    expect(await notesOf(a.second)).toContain('Yes, free on weekends.');
    expect((await ask(a.pathname, '路边可以停车吗？', 'zh-CN', a.second)).text).toBe(
      'Dana Lee对这个问题的回答：“Yes, free on weekends.”',
    );

    await editAnswer(a.userId, answerId, { answer: 'Permit parking only, $5 a day.', listingId: null, notify: false });
    expect((await ask(a.pathname, 'Where can I park?', 'en', a.first)).text).toBe(
      'Dana Lee answered this question: “Permit parking only, $5 a day.”',
    );
    expect(await notesOf(a.first)).not.toContain('free on weekends');

    await removeAnswer(a.userId, answerId);
    expect((await ask(a.pathname, 'Where can I park?', 'en', a.first)).text).toContain('##CONTACT');
    expect(await notesOf(a.first)).not.toContain('Questions answered by the agent');
    // Its questions wait again, with the new one.
    const [again] = await waitingGroups(t.db, a.userId);
    expect(again!.questions.map((q) => q.question)).toEqual(['Is there street parking?', 'Where can I park?']);
    await dismiss(a.userId, again!.id);
    expect(await waitingGroups(t.db, a.userId)).toEqual([]);
  });

  it('keeps a disliked reply’s question, and names the listing when several are in scope', async () => {
    const a = await agent('dana@example.com', 'Dana');
    const out = await ask(a.pathname, 'How much is it?', 'en', a.first);
    expect(out.text).not.toContain('##CONTACT');
    const assistant = (await loadPublicAssistant(a.pathname, t.db))!;
    await recordFeedback(assistant, out.sessionId, out.responseId, 'need-correction', t.db);
    const [group] = await waitingGroups(t.db, a.userId);
    expect(group).toMatchObject({ disliked: true, listingId: a.first, question: 'How much is it?' });
    await answerGroup(a.userId, group!.id, {
      answer: 'Offers welcome from $880,000.',
      listingId: a.first,
      notify: false,
    });
    // Both listings in scope: the answer says which listing it is about.
    const both = await ask(a.pathname, 'What is the asking price?', 'en', null);
    expect(both.text).toBe('About 12 Maple Street, Dana Lee answered: “Offers welcome from $880,000.”');
  });

  it("refuses another agent's questions, answers and listings", async () => {
    const a = await agent('dana@example.com', 'Dana');
    const b = await agent('sam@example.com', 'Sam');
    await ask(a.pathname, 'Are pets allowed?', 'en', a.first);
    const [group] = await waitingGroups(t.db, a.userId);
    expect(await waitingGroups(t.db, b.userId)).toEqual([]);
    const forbidden = expect.objectContaining({ code: 'FORBIDDEN' });
    await expect(saveAnswer(t.db, b.userId, group!.id, { answer: 'x', listingId: null })).rejects.toEqual(forbidden);
    await expect(dismiss(b.userId, group!.id)).rejects.toEqual(forbidden);
    // A listing of another assistant is no valid scope.
    await expect(saveAnswer(t.db, a.userId, group!.id, { answer: 'x', listingId: b.first })).rejects.toEqual(forbidden);
    const saved = await saveAnswer(t.db, a.userId, group!.id, { answer: 'Cats only.', listingId: a.first });
    expect(await listSavedAnswers(t.db, b.userId)).toEqual([]);
    await expect(updateAnswer(t.db, b.userId, saved.answerId, { answer: 'x', listingId: null })).rejects.toBeInstanceOf(
      PortalError,
    );
    await expect(removeAnswer(b.userId, saved.answerId)).rejects.toEqual(forbidden);
    // Nor does the other agent's assistant give it.
    expect((await ask(b.pathname, 'Are pets allowed?', 'en', b.first)).text).toContain('##CONTACT');
  });

  it('deletes the questions and answers of a deleted listing', async () => {
    const a = await agent('dana@example.com', 'Dana');
    await ask(a.pathname, 'Are pets allowed?', 'en', a.first);
    const [group] = await waitingGroups(t.db, a.userId);
    await saveAnswer(t.db, a.userId, group!.id, { answer: 'Cats only.', listingId: a.first });
    await ask(a.pathname, 'Is there street parking?', 'en', a.first);
    await deleteListing(db(), a.userId, a.first);
    expect(await t.db.selectFrom('agentAnswers').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('visitorQuestions').selectAll().execute()).toEqual([]);
  });

  it('emails the answer once to each address the visitors gave in those chats, from the product with the agent as reply-to', async () => {
    const a = await agent('dana@example.com', 'Dana');
    const assistant = (await loadPublicAssistant(a.pathname, t.db))!;
    const lead = await ask(a.pathname, 'Are pets allowed?', 'en', a.first);
    await createLead(
      assistant,
      {
        pathname: a.pathname,
        sessionId: lead.sessionId,
        name: 'Kim',
        email: 'kim@example.com',
        remarks: 'Call me',
        attachTranscript: false,
        source: 'modal',
      },
      t.db,
    );
    const chat = await ask(a.pathname, 'ペットは飼えますか？', 'ja', a.first);
    await emailTranscript(assistant, chat.sessionId, 'yuki@example.com', t.db);
    await ask(a.pathname, 'Can I have a dog?', 'en', a.first); // gave no address
    const [group] = await waitingGroups(t.db, a.userId);
    expect(group!.emailable).toBe(2);
    sent.length = 0;

    const out = await answerGroup(a.userId, group!.id, { answer: 'Cats only.', listingId: a.first, notify: true });
    expect(out.emailed).toEqual({ sent: 2, held: 0 });
    expect(sent.map((e) => [e.kind, e.toAddress, e.replyTo]).sort()).toEqual([
      ['answer', 'kim@example.com', 'public.dana@example.com'],
      ['answer', 'yuki@example.com', 'public.dana@example.com'],
    ]);
    const yuki = sent.find((e) => e.toAddress === 'yuki@example.com')!;
    expect(yuki.subject).toBe('Dana Leeがご質問に回答しました');
    expect(yuki.text).toContain('ペットは飼えますか？');
    expect(yuki.text).toContain('Cats only.');
    expect(yuki.fromAddress).toBe('support@localhost');

    // Once: asking again sends nothing more.
    sent.length = 0;
    const [saved] = await listSavedAnswers(t.db, a.userId);
    expect(saved!.emailable).toBe(0);
    expect(
      (await editAnswer(a.userId, saved!.id, { answer: 'Cats only, max two.', listingId: a.first, notify: true }))
        .emailed,
    ).toEqual({ sent: 0, held: 0 });
    expect(sent).toEqual([]);
  });
});
