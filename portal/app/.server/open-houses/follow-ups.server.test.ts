// The Follow-up tab's rules: a draft only for a visitor whose email consent stands, quoting the
// answers and naming the handed-over questions; the agent's edits kept; nothing sent unapproved;
// consent checked again at send time (a later sign-in without the box, the email's own "stop" link);
// the email through the outbox with the agent as reply-to and their vCard; the list for a call;
// owner only; and the migration's down.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { migrations } from '@db/migrations/index';
import { seedAgent } from '@db/test-seed';
import { EMPTY_SIGNIN, type SignInFields } from '@widget/chat/sign-in';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { setTransportForTests } from '../email/email.server';
import { currentConsent } from './consent.server';
import { deleteContact } from './contacts.server';
import {
  followUpPage,
  resetDraft,
  saveDraft,
  sendApproved,
  sendFollowUp,
  unsubscribe,
  unsubscribeView,
} from './follow-ups.server';
import { createOpenHouse, findPublicOpenHouse, type OpenHouseInput } from './open-houses.server';
import { recordVisit } from './visits.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;

beforeEach(async () => {
  t = await openTestDatabase();
  process.env.DATA_DIR = t.dir;
  process.env.PUBLIC_URL = 'https://oha.example.com';
  resetConfigForTests();
  useDatabaseForTests(t);
  setTransportForTests(undefined);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
  await t.close();
});

async function agent(email = 'a@example.com') {
  const { userId, assistantId } = await seedAgent(t.db, {
    email,
    pathname: `p_${email.split('@')[0]}`,
    fName: 'Alex',
    lName: 'Morgan',
    publicEmail: `public.${email}`,
  });
  const { id: listingId } = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: userId,
      listingName: '7 Cedar Court',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, assistantId, listingId, viewer: { id: userId, email } };
}

const ohInput = (listingId: number, over: Partial<OpenHouseInput> = {}): OpenHouseInput => ({
  listingId,
  date: '2026-12-05',
  startTime: '14:00',
  endTime: '16:00',
  notes: '',
  signinMode: 'required',
  contactField: 'either',
  ownQuestion: null,
  disclosureText: null,
  cohostEmails: [],
  kioskPin: null,
  ...over,
});

async function openHouse(viewer: { id: number; email: string }, listingId: number, over: Partial<OpenHouseInput> = {}) {
  const { id, code } = await createOpenHouse(t.db, viewer, ohInput(listingId, over));
  return { id, oh: (await findPublicOpenHouse(t.db, code))! };
}

let keySeq = 0;
async function signIn(
  oh: NonNullable<Awaited<ReturnType<typeof findPublicOpenHouse>>>,
  over: Partial<SignInFields>,
  language = 'en',
) {
  const fields: SignInFields = { ...EMPTY_SIGNIN, hasAgent: 'no', timeline: '1-3', ...over };
  return recordVisit(t.db, oh, fields, {
    language,
    idempotencyKey: `key_${++keySeq}_abcdef`,
    ip: '198.51.100.7',
    userAgent: 'UA test',
  });
}

/** A chat turn as handleChatTurn stores it; `handedOver` also keeps the question for the agent. */
async function turn(
  assistantId: number,
  sessionId: string,
  question: string,
  reply: string,
  opts: { sources?: object[]; handedOver?: boolean } = {},
) {
  const responseId = `resp_${Math.random().toString(36).slice(2)}`;
  await t.db.insertInto('chatMessages').values({ sessionId, role: 'user', type: 'text', content: question }).execute();
  await t.db
    .insertInto('chatMessages')
    .values({
      sessionId,
      role: 'assistant',
      type: opts.handedOver ? 'form' : 'text',
      content: reply,
      responseId,
      sources: opts.sources ? JSON.stringify(opts.sources) : null,
    })
    .execute();
  if (opts.handedOver)
    await t.db
      .insertInto('visitorQuestions')
      .values({
        assistantId,
        listingId: null,
        sessionId,
        responseId,
        question,
        reply,
        language: 'en',
        reason: 'handoff',
      })
      .execute();
}

/** Two visitors chatted: Jordan (email yes, calls no) and Sam (email no, calls yes). */
async function scene() {
  const a = await agent();
  const { id, oh } = await openHouse(a.viewer, a.listingId);
  const jordan = await signIn(oh, { name: 'Jordan Lee', email: 'jordan@example.com', emailConsent: true });
  const sam = await signIn(oh, { name: 'Sam Cho', phone: '(604) 555-0142', callsConsent: true });
  await turn(a.assistantId, jordan.sessionId, 'How much are the condo fees?', 'The strata fee is $450 per month.', {
    sources: [{ fileName: '7 Cedar Court_listingExtraInfo_ND', page: null }],
  });
  await turn(a.assistantId, jordan.sessionId, 'Hello!', 'Hello! Ask me anything about the home.');
  await turn(
    a.assistantId,
    jordan.sessionId,
    'Is there a special assessment?',
    'I couldn’t find that in the documents. ##CONTACT@@@7 Cedar Court',
    { handedOver: true },
  );
  await turn(a.assistantId, sam.sessionId, 'Is the roof new?', 'I couldn’t find that. ##CONTACT', { handedOver: true });
  const contactOf = async (sessionId: string) =>
    (
      await t.db
        .selectFrom('visits')
        .select('contactId')
        .where('chatSessionId', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).contactId;
  return { ...a, id, oh, jordan: await contactOf(jordan.sessionId), sam: await contactOf(sam.sessionId) };
}

const outbox = () => {
  const dir = path.join(t.dir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
};

describe('the drafts', () => {
  it('writes one for the visitor who agreed to email, quoting the answer and naming the handed-over question', async () => {
    const s = await scene();
    const page = await followUpPage(t.db, s.viewer, s.id);
    expect(page.drafts.map((d) => d.name)).toEqual(['Jordan Lee']);
    expect(page.withoutConsent).toBe(1);
    const d = page.drafts[0]!;
    expect(d).toMatchObject({ status: 'draft', edited: false, answered: 1, personal: 1, email: 'jordan@example.com' });
    expect(d.body).toContain(
      '“How much are the condo fees?”\nThe strata fee is $450 per month.\nSource: my notes on the home',
    );
    expect(d.body).toContain('I will answer this question myself:\n“Is there a special assessment?”');
    expect(d.body).not.toContain('Hello');
    expect(d.body).toContain('https://oha.example.com/assistants/p_a');
    expect(d.body).toContain('Alex Morgan');
  });

  it('lists the visitor who agreed to calls, with their phone and questions', async () => {
    const s = await scene();
    const { calls } = await followUpPage(t.db, s.viewer, s.id);
    expect(calls).toEqual([
      {
        contactId: s.sam,
        name: 'Sam Cho',
        phone: '+16045550142',
        phoneDisplay: '+1 604 555 0142',
        timeline: 'In 1-3 months',
        questions: [{ question: 'Is the roof new?', personal: true }],
        needsYou: true,
      },
    ]);
  });

  it('keeps the agent’s edits; a change after approval needs a new approval; starting again drops them', async () => {
    const s = await scene();
    const [d] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    const edited = { subject: 'Thanks for coming', body: `${d!.body}\n\nPS: the parking is underground.` };
    expect(await saveDraft(t.db, s.viewer, s.id, s.jordan, edited, false)).toBe('draft');
    // A new question since does not overwrite what the agent typed.
    await turn(
      s.assistantId,
      (
        await t.db
          .selectFrom('visits')
          .select('chatSessionId')
          .where('contactId', '=', s.jordan)
          .executeTakeFirstOrThrow()
      ).chatSessionId!,
      'Are pets allowed?',
      'Two pets are allowed.',
      { sources: [{ fileName: 'Bylaws', page: 4 }] },
    );
    let [now] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    expect(now).toMatchObject({ subject: 'Thanks for coming', body: edited.body, edited: true });
    expect(await saveDraft(t.db, s.viewer, s.id, s.jordan, edited, true)).toBe('approved');
    expect(await saveDraft(t.db, s.viewer, s.id, s.jordan, { ...edited, subject: 'Thank you' }, false)).toBe('draft');
    await resetDraft(t.db, s.viewer, s.id, s.jordan);
    [now] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    expect(now).toMatchObject({ subject: 'Your questions about 7 Cedar Court', edited: false, status: 'draft' });
    expect(now!.body).toContain('“Are pets allowed?”\nTwo pets are allowed.\nSource: Bylaws, page 4');
  });

  it('refuses an empty subject or message and stores nothing', async () => {
    const s = await scene();
    await expect(saveDraft(t.db, s.viewer, s.id, s.jordan, { subject: ' ', body: '' }, true)).rejects.toMatchObject({
      errors: { subject: 'Please enter a subject.', body: 'Please enter the message.' },
    });
    expect(await t.db.selectFrom('followUps').selectAll().execute()).toEqual([]);
  });
});

describe('sending', () => {
  it('sends nothing unapproved; once approved, one email through the outbox with the agent as reply-to and their vCard', async () => {
    const s = await scene();
    await expect(sendFollowUp(t.db, s.viewer, s.id, s.jordan)).rejects.toMatchObject({
      message: 'Approve the email before sending it.',
    });
    expect(await sendApproved(t.db, s.viewer, s.id)).toEqual({ sent: 0, refused: 0 });
    const [d] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    await saveDraft(t.db, s.viewer, s.id, s.jordan, { subject: d!.subject, body: d!.body }, true);
    expect(await sendFollowUp(t.db, s.viewer, s.id, s.jordan)).toBe('Jordan Lee');
    await expect(sendFollowUp(t.db, s.viewer, s.id, s.jordan)).rejects.toMatchObject({
      message: 'This email was sent already.',
    });

    const emails = await t.db.selectFrom('emails').selectAll().where('kind', '=', 'followup').execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      toAddress: 'jordan@example.com',
      replyTo: 'public.a@example.com',
      status: 'sent',
    });
    expect(outbox()).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(t.dir, 'outbox', outbox()[0]!)));
    expect(mail.from?.value[0]?.name).toBe('Alex Morgan via Open House Assistant');
    expect(mail.replyTo?.value[0]?.address).toBe('public.a@example.com');
    expect(mail.subject).toBe('Your questions about 7 Cedar Court');
    expect(mail.text).toContain('The strata fee is $450 per month.');
    expect(mail.text).toMatch(/To stop these emails: https:\/\/oha\.example\.com\/unsubscribe\/[\w-]+/);
    const vcf = mail.attachments.find((a) => a.filename === 'Alex-Morgan.vcf');
    expect(vcf?.content.toString('utf8')).toContain('FN:Alex Morgan');
    expect(vcf?.content.toString('utf8')).toContain('EMAIL;TYPE=work:public.a@example.com');

    const [sent] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    expect(sent).toMatchObject({ status: 'sent', delivery: 'sent' });
    await expect(saveDraft(t.db, s.viewer, s.id, s.jordan, { subject: 'x', body: 'y' }, false)).rejects.toMatchObject({
      message: 'This email was sent already.',
    });
  });

  it('checks consent at send time: a later sign-in without the box withdraws it', async () => {
    const s = await scene();
    const [d] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    await saveDraft(t.db, s.viewer, s.id, s.jordan, { subject: d!.subject, body: d!.body }, true);
    // Jordan signs in at the agent's next open house and leaves the email box unticked.
    const next = await openHouse(s.viewer, s.listingId, { date: '2026-12-12' });
    await signIn(next.oh, { name: 'Jordan Lee', email: 'JORDAN@example.com', emailConsent: false });
    expect((await currentConsent(t.db, s.jordan))?.emailFollowUp).toBe(false);
    expect(await sendApproved(t.db, s.viewer, s.id)).toEqual({ sent: 0, refused: 1 });
    await expect(sendFollowUp(t.db, s.viewer, s.id, s.jordan)).rejects.toMatchObject({
      message: 'Not sent: this visitor has not agreed to email follow-up, or has withdrawn it since.',
    });
    expect(await t.db.selectFrom('emails').select('id').where('kind', '=', 'followup').execute()).toEqual([]);
    // The draft is no longer offered.
    expect((await followUpPage(t.db, s.viewer, s.id)).drafts).toEqual([]);
  });

  it('never sends to a visitor who did not tick the box, whatever is posted', async () => {
    const s = await scene();
    await expect(
      saveDraft(t.db, s.viewer, s.id, s.sam, { subject: 'Hi', body: 'Hello Sam' }, true),
    ).rejects.toMatchObject({ code: 'INVALID' });
    // A row forced into "approved" is still refused at send time.
    const now = new Date().toISOString();
    await t.db
      .insertInto('followUps')
      .values({
        openHouseId: s.id,
        contactId: s.sam,
        language: 'en',
        subject: 'Hi',
        body: 'Hello Sam',
        status: 'approved',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await expect(sendFollowUp(t.db, s.viewer, s.id, s.sam)).rejects.toMatchObject({ code: 'INVALID' });
    expect(await t.db.selectFrom('emails').select('id').where('kind', '=', 'followup').execute()).toEqual([]);
  });

  it('the email’s link withdraws consent once; a later follow-up is then refused', async () => {
    const s = await scene();
    const [d] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    await saveDraft(t.db, s.viewer, s.id, s.jordan, { subject: d!.subject, body: d!.body }, true);
    await sendFollowUp(t.db, s.viewer, s.id, s.jordan);
    const { text } = await t.db
      .selectFrom('emails')
      .select('text')
      .where('kind', '=', 'followup')
      .executeTakeFirstOrThrow();
    const token = /\/unsubscribe\/([\w-]+)/.exec(text)![1]!;

    expect(await unsubscribeView(t.db, 'not-a-real-token-at-all-000')).toBeNull();
    expect(await unsubscribeView(t.db, token)).toEqual({ language: 'en', agent: 'Alex Morgan', done: false });
    await unsubscribe(t.db, token, { ip: '203.0.113.9', userAgent: 'Mail app' });
    await unsubscribe(t.db, token, { ip: '203.0.113.9', userAgent: 'Mail app' });
    expect(await unsubscribeView(t.db, token)).toMatchObject({ done: true });
    const records = await t.db.selectFrom('consentRecords').selectAll().orderBy('id').execute();
    expect(records.filter((r) => r.consentVersion === 'unsubscribe-link')).toHaveLength(1);
    expect((await currentConsent(t.db, s.jordan))?.emailFollowUp).toBe(false);

    // Jordan's visit to a second open house (box ticked there before the withdrawal) gets no email.
    const next = await openHouse(s.viewer, s.listingId, { date: '2026-11-29' });
    const v = await signIn(next.oh, { name: 'Jordan Lee', email: 'jordan@example.com', emailConsent: true });
    await unsubscribe(t.db, token, { ip: null, userAgent: null });
    expect((await followUpPage(t.db, s.viewer, next.id)).drafts).toEqual([]);
    void v;
  });

  it('deleting the visitor deletes the follow-up and its email', async () => {
    const s = await scene();
    const [d] = (await followUpPage(t.db, s.viewer, s.id)).drafts;
    await saveDraft(t.db, s.viewer, s.id, s.jordan, { subject: d!.subject, body: d!.body }, true);
    await sendFollowUp(t.db, s.viewer, s.id, s.jordan);
    await deleteContact(t.db, s.userId, s.jordan);
    expect(await t.db.selectFrom('followUps').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('emails').select('id').where('kind', '=', 'followup').execute()).toEqual([]);
  });
});

describe('who may', () => {
  it('the owner only: a co-host and another agent are refused every read and write', async () => {
    const s = await scene();
    await t.db.insertInto('openHouseCohosts').values({ openHouseId: s.id, email: 'co@example.com' }).execute();
    const cohost = await agent('co@example.com');
    const other = await agent('b@example.com');
    for (const viewer of [cohost.viewer, other.viewer]) {
      await expect(followUpPage(t.db, viewer, s.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(saveDraft(t.db, viewer, s.id, s.jordan, { subject: 'x', body: 'y' }, true)).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(sendFollowUp(t.db, viewer, s.id, s.jordan)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(sendApproved(t.db, viewer, s.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    // A contact of the owner who was not at this open house is refused too.
    const elsewhere = await openHouse(s.viewer, s.listingId, { date: '2026-12-20' });
    const visit = await signIn(elsewhere.oh, { name: 'Kim Yu', email: 'kim@example.com', emailConsent: true });
    const kim = (
      await t.db.selectFrom('visits').select('contactId').where('id', '=', visit.visitId).executeTakeFirstOrThrow()
    ).contactId;
    await expect(saveDraft(t.db, s.viewer, s.id, kim, { subject: 'x', body: 'y' }, false)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('migration', () => {
  it('goes down and up again', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const down = await migrator.migrateTo('2026_11_28_290000_open_houses');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction])).toContainEqual([
      '2026_11_28_301000_follow_ups',
      'Down',
    ]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
  });
});
