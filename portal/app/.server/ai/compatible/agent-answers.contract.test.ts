// Contract tests: the agent's saved answers and handed-over questions through the compatible
// provider, the whole chat turn against recorded chat/completions exchanges. A saved answer
// reaches the model as a numbered source and comes back as the reply's "agent's answer" source; a
// reply that offers the contact form and cites nothing keeps its question for the agent.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { resetConfigForTests } from '../../config.server';
import { useDatabaseForTests } from '../../db.server';
import { handleChatTurn } from '../../chat/chat.server';
import { AGENT_ANSWER_SOURCE } from '../provider.server';
import { loadRecording, startReplay, type Recording, type ReplayServer } from '../openai/replay-server';
import { MAPLE, seedTwoListings, type SeededAgent } from './test-listings';

const RECORDINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings');
const PATHNAME = 'alex_compatible_answers';

type ChatRecording = Recording & { question: string };
type Message = { role: string; content: string };

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let seeded: SeededAgent;
let replay: ReplayServer | undefined;
const saved = { ...process.env };

beforeAll(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  seeded = await seedTwoListings(t.db, { pathname: PATHNAME });
});
afterAll(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});
afterEach(async () => {
  await replay?.close();
  replay = undefined;
  process.env = { ...saved };
  resetConfigForTests();
});

async function replaying(name: string): Promise<ChatRecording> {
  const rec = loadRecording<ChatRecording>(name, RECORDINGS);
  replay = await startReplay(rec.exchanges);
  process.env.OHA_AI_PROVIDER = 'compatible';
  process.env.OPENAI_BASE_URL = replay.baseURL;
  process.env.OPENAI_MODEL = 'llama3.1:8b';
  delete process.env.OPENAI_API_KEY;
  resetConfigForTests();
  return rec;
}

const ask = (message: string, listing: number | null) =>
  handleChatTurn(
    {
      pathname: PATHNAME,
      sessionId: null,
      message,
      language: 'en',
      selectedListingIds: listing === null ? null : [listing],
    },
    t.db,
  );

describe("contract: the agent's saved answers through the compatible provider", () => {
  it('sends the saved answer as source [1] with the instruction that it outranks the files, and cites it', async () => {
    const [maple, harbour] = seeded.listingIds;
    await t.db
      .insertInto('agentAnswers')
      .values([
        {
          assistantId: seeded.assistantId,
          listingId: maple,
          question: 'Are the washer and dryer included?',
          answer: 'Yes, the sellers are leaving the washer and dryer.',
        },
        {
          assistantId: seeded.assistantId,
          listingId: harbour,
          question: 'Are the washer and dryer included?',
          answer: 'No, the sellers are taking the laundry appliances.',
        },
      ])
      .execute();
    const rec = await replaying('chat-agent-answer');
    const out = await ask(rec.question, maple);
    expect(replay!.mismatches).toEqual([]);

    const system = (replay!.received[0]!.json!.messages as Message[])[0]!.content;
    expect(system).toContain("The agent has answered the visitor's question");
    expect(system).toContain(
      `[1] ${MAPLE} · agent's answer\nQuestion: Are the washer and dryer included? Agent's answer: Yes, the sellers are leaving the washer and dryer.`,
    );
    // The other listing's answer is outside the visitor's filter.
    expect(system).not.toContain('taking the laundry appliances');
    // Said once, as a source, not a second time in the instructions.
    expect(system.split('leaving the washer and dryer').length).toBe(2);

    expect(out).toMatchObject({
      text: 'Yes, the sellers are leaving the washer and dryer with the home.',
      sources: [{ fileName: AGENT_ANSWER_SOURCE, listingName: MAPLE }],
    });
    const kept = await t.db
      .selectFrom('visitorQuestions')
      .select('id')
      .where('sessionId', '=', out.sessionId)
      .execute();
    expect(kept).toEqual([]);
  });
});

describe('contract: a reply that hands over through the compatible provider', () => {
  it('keeps the question for the agent when the model offers the contact form and cites nothing', async () => {
    const rec = await replaying('chat-handover');
    const out = await ask(rec.question, seeded.listingIds[0]);
    expect(replay!.mismatches).toEqual([]);
    expect(out).toMatchObject({ outputType: 'form', sources: [] });
    const kept = await t.db
      .selectFrom('visitorQuestions')
      .select(['question', 'reason', 'listingId', 'state'])
      .where('sessionId', '=', out.sessionId)
      .execute();
    expect(kept).toEqual([
      { question: rec.question, reason: 'handoff', listingId: seeded.listingIds[0], state: 'waiting' },
    ]);
  });
});
