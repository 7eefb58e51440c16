import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent, seedIntegration } from '@db/test-seed';
import { loadPublicAssistant } from '../chat/assistant-info.server';
import { createLead, LeadInput } from '../chat/leads.server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { setTransportForTests } from '../email/email.server';
import { recordQuestion } from '../knowledge/questions.server';
import { DELIVERY_JOB } from './delivery-jobs.server';
import { notifyQuestionUnanswered } from './notify.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const SESSION = 'sess_202611251000abcdefghijklmno';

beforeEach(async () => {
  process.env.PUBLIC_URL = 'https://oha.example.com';
  resetConfigForTests();
  t = await openTestDatabase();
  useDatabaseForTests(t);
  setTransportForTests({ name: 'memory', deliver: async () => 'm1' });
});
afterEach(async () => {
  setTransportForTests(undefined);
  useDatabaseForTests(undefined);
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
  await t.close();
});

async function seed(webhookUrl: string | null, fubKey: string | null = null) {
  const { assistantId } = await seedAgent(t.db, { pathname: 'dana_1', publicEmail: 'agent@example.com' });
  await seedIntegration(t.db, assistantId, { webhookUrl, fubKey });
  await t.db
    .insertInto('chatSessions')
    .values({ id: SESSION, assistantId, language: 'ko', leadSource: 'flyer' })
    .execute();
  return { assistantId };
}

const payloads = async () =>
  (await t.db.selectFrom('deliveries').select(['destination', 'payload']).orderBy('id').execute()).map((d) => ({
    destination: d.destination,
    event: JSON.parse(d.payload),
  }));

describe('events from the app', () => {
  it('a stored lead is queued for the webhook and Follow Up Boss with its source and chat link', async () => {
    await seed('https://hooks.example.com/in', 'fub-key-123456');
    const assistant = (await loadPublicAssistant('dana_1', t.db))!;
    const { leadId } = await createLead(
      assistant,
      LeadInput.parse({
        pathname: 'dana_1',
        sessionId: SESSION,
        name: 'Pat Visitor',
        email: 'pat@example.net',
        phone: '604-555-0100',
        remarks: 'Please call',
        source: 'inline',
      }),
      t.db,
    );
    const sent = await payloads();
    expect(sent.map((s) => s.destination)).toEqual(['webhook', 'followupboss']);
    expect(sent[0]!.event).toMatchObject({
      type: 'lead.created',
      data: {
        assistant: { name: "Dana's Assistant", chatUrl: 'https://oha.example.com/assistants/dana_1' },
        lead: {
          id: leadId,
          name: 'Pat Visitor',
          email: 'pat@example.net',
          phone: '604-555-0100',
          message: 'Please call',
          listing: null,
          form: 'inline',
          source: 'flyer',
          sourceLabel: 'Brochure or flyer',
          conversationUrl: `https://oha.example.com/conversations?session=${SESSION}`,
        },
      },
    });
  });

  it('a lead of an assistant without destinations stores no delivery', async () => {
    await seed(null);
    const assistant = (await loadPublicAssistant('dana_1', t.db))!;
    await createLead(
      assistant,
      LeadInput.parse({ pathname: 'dana_1', name: 'P', email: 'p@example.net', remarks: 'r', source: 'modal' }),
      t.db,
    );
    expect(await payloads()).toEqual([]);
  });

  it('an unanswered question goes to the webhook only, with the session source', async () => {
    const { assistantId } = await seed('https://hooks.example.com/in', 'fub-key-123456');
    await notifyQuestionUnanswered(t.db, {
      assistantId,
      sessionId: SESSION,
      text: '관리비는 얼마인가요?',
      language: 'ko',
      listing: '12 Birch Lane',
      questionId: 9,
      askedAt: '2026-11-25T10:00:00.000Z',
    });
    const sent = await payloads();
    expect(sent.map((s) => s.destination)).toEqual(['webhook']);
    expect(sent[0]!.event).toMatchObject({
      type: 'question.unanswered',
      data: {
        question: {
          id: 9,
          text: '관리비는 얼마인가요?',
          language: 'ko',
          listing: '12 Birch Lane',
          askedAt: '2026-11-25T10:00:00.000Z',
          source: 'flyer',
          conversationUrl: `https://oha.example.com/conversations?session=${SESSION}`,
        },
      },
    });
  });

  it('a question the assistant hands over is sent once, with its job queued', async () => {
    const { assistantId } = await seed('https://hooks.example.com/in');
    const q = {
      assistantId,
      listingId: null,
      sessionId: SESSION,
      responseId: 'resp_1',
      question: 'Is there a gas line for the stove?',
      reply: 'I will ask the agent.',
      language: 'en',
      reason: 'handoff' as const,
    };
    const id = await recordQuestion(t.db, q);
    // The visitor then dislikes the same reply: still one question, still one event.
    expect(await recordQuestion(t.db, { ...q, reason: 'disliked' })).toBe(id);
    const sent = await payloads();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.event).toMatchObject({
      type: 'question.unanswered',
      data: { question: { id, text: 'Is there a gas line for the stove?', source: 'flyer' } },
    });
    expect(await t.db.selectFrom('jobs').select('kind').execute()).toEqual([{ kind: DELIVERY_JOB }]);
  });
});
