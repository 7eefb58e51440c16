// Contract tests: the compatible provider against recorded chat/completions exchanges (Ollama,
// vLLM, LM Studio, OpenAI) replayed by a local HTTP server, over a real test database whose
// documents are indexed as ingestion indexes them. They check what we send (the instructions, the
// sources of the visitor's listing only, the 9-item window) and what we make of the answers.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { resetConfigForTests } from '../../config.server';
import { useDatabaseForTests } from '../../db.server';
import { handleChatTurn } from '../../chat/chat.server';
import { getProvider } from '../index.server';
import { estimateCostUsd } from '../pricing.server';
import type { ChatTurn, InputItem } from '../provider.server';
import { AiResponseError } from '../openai/errors';
import { loadRecording, startReplay, type Recording, type ReplayServer } from '../openai/replay-server';
import { compatibleProvider, type CompatibleProviderOptions } from './provider.server';
import { seedTwoListings, type SeededAgent } from './test-listings';

const RECORDINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings');
const KEY = 'sk-test-compatible-000000000000000000004321';
const CHAT_INSTRUCTIONS = "You are Alex's Assistant, the Open House Assistant of real-estate agent Alex Morgan.";
const VISIBLE =
  "The lot is 50 x 120 ft, and the roof was replaced in 2019 with architectural asphalt shingles. Anything else you'd like to know?";

type ChatRecording = Recording & { question: string; input: InputItem[]; deltas?: string[] };
type Message = { role: string; content: string };

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let seeded: SeededAgent;
let replay: ReplayServer | undefined;

beforeAll(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  seeded = await seedTwoListings(t.db, { pathname: 'alex_compatible' });
});
afterAll(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});
afterEach(async () => {
  await replay?.close();
  replay = undefined;
  vi.restoreAllMocks();
});

async function replaying(name: string, options: Partial<CompatibleProviderOptions> = {}) {
  const rec = loadRecording<ChatRecording>(name, RECORDINGS);
  replay = await startReplay(rec.exchanges);
  const model = (rec.exchanges.at(-1)!.request.json?.model as string | undefined) ?? 'llama3.1:8b';
  const provider = compatibleProvider({ baseURL: replay.baseURL, model, ...options });
  return { rec, provider, replay };
}

/** The recorded conversation as a turn of the seeded assistant, filtered to 123 Maple Street. */
function turnOf(rec: ChatRecording, extra: Partial<ChatTurn> = {}): ChatTurn {
  return {
    assistantId: seeded.assistantId,
    realtorUserId: seeded.userId,
    vectorStoreId: 'vs_local',
    sessionId: 'sess_compatible_contract',
    language: 'en',
    instructions: CHAT_INSTRUCTIONS,
    input: rec.input,
    filter: { type: 'or', filters: seeded.fileIds[0].map((value) => ({ type: 'eq', key: 'fileId', value })) },
    prevResponseId: null,
    countryCode: 'CA',
    ...extra,
  };
}

/** A port nothing listens on (taken and released again). */
async function freePortForTests(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

function expectReplayedAll(r: ReplayServer) {
  expect(r.mismatches).toEqual([]);
  expect(r.remaining()).toBe(0);
}

const messagesOf = (r: ReplayServer, i = 0) => r.received[i]!.json!.messages as Message[];

const MAPLE_SOURCES = [
  {
    fileName: '123-Maple-Street-feature-sheet.pdf',
    page: 1,
    listingName: '123 Maple Street, Kelowna, BC',
    excerpt: 'Lot Size: 50 x 120 ft',
  },
  {
    fileName: '123-Maple-Street-inspection.pdf',
    page: 3,
    listingName: '123 Maple Street, Kelowna, BC',
    excerpt: expect.stringContaining('The roof was replaced in 2019'),
  },
];

describe('contract: chat completions, streamed (Ollama)', () => {
  it("sends the instructions, the numbered sources of the visitor's listing only and the last 9 items", async () => {
    const { provider, replay, rec } = await replaying('chat-stream');
    expect(rec.input).toHaveLength(12);
    await provider.respond(turnOf(rec, { onDelta: () => {} }));
    expectReplayedAll(replay);

    const sent = replay.received[0]!.json!;
    const { messages, ...rest } = sent;
    expect(rest).toEqual(rec.exchanges[0]!.request.json);
    const list = messages as Message[];
    // One system message, then the window: 9 items, the developer note kept in place as system.
    expect(list).toHaveLength(10);
    expect(list.slice(1).map((m) => m.role)).toEqual([
      'assistant',
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(list.slice(1).map((m) => m.content)).toEqual(
      rec.input.slice(-9).map((i) => i.content.map((c) => ('text' in c ? c.text : '')).join('')),
    );
    expect(list.at(-1)!.content).toBe(rec.question);

    const system = list[0]!.content;
    expect(system.startsWith(CHAT_INSTRUCTIONS)).toBe(true);
    expect(system).toContain('under 350 characters');
    expect(system).toContain('##CONTACT@@@<listing address>');
    // 4 visitor questions in the window and no offer yet: the contact form may be offered.
    expect(system).toContain('you MAY offer the contact form');
    expect(system).toContain('Fair housing');
    expect(system).not.toContain('file_search');
    // Numbered, with listing, file and page; the filtered-out listing's lot and roof never appear.
    expect(system).toContain(
      '[1] 123 Maple Street, Kelowna, BC · 123-Maple-Street-feature-sheet.pdf, page 1\nLot Size: 50 x 120 ft',
    );
    expect(system).toMatch(
      /\[\d+\] 123 Maple Street, Kelowna, BC · 123-Maple-Street-inspection\.pdf, page 3\n.*roof was replaced in 2019/,
    );
    expect(system).not.toContain('Harbour-Road');
    expect(system).not.toContain('66 x 140');
    expect(system).not.toContain('2021');
  });

  it('passes the text on as it streams, without the source numbers, and maps the numbers to sources', async () => {
    const { provider, replay, rec } = await replaying('chat-stream');
    const deltas: string[] = [];
    const result = await provider.respond(turnOf(rec, { onDelta: (d) => deltas.push(d) }));
    expectReplayedAll(replay);
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(VISIBLE);
    expect(deltas.some((d) => /[[\]]/.test(d))).toBe(false);
    expect(result).toEqual({
      id: 'chatcmpl-417',
      outputText: VISIBLE,
      model: 'llama3.1:8b',
      usage: { inputTokens: 1432, cachedTokens: 0, outputTokens: 41 },
      numFileSearch: 0,
      numWebSearch: 0,
      functionCalls: 0,
      sources: MAPLE_SOURCES,
      handedOver: false,
    });
    // A local model the price table does not name costs nothing.
    expect(estimateCostUsd({ ...result.usage, model: result.model, fileSearches: 0, webSearches: 0 })).toBe(0);
  });

  it('sends no previous_response_id, no tools and no key of its own when none is set', async () => {
    const { provider, replay, rec } = await replaying('chat-stream');
    await provider.respond(turnOf(rec, { onDelta: () => {}, prevResponseId: 'chatcmpl-earlier' }));
    const sent = replay.received[0]!.json!;
    expect(sent).not.toHaveProperty('previous_response_id');
    expect(sent).not.toHaveProperty('tools');
    expect(replay.received[0]!.headers.authorization).toBe('Bearer no-key');
  });
});

describe('contract: chat completions, not streamed', () => {
  it('asks without a stream key and reads the answer, its usage and its sources (vLLM)', async () => {
    const { provider, replay, rec } = await replaying('chat', { apiKey: KEY });
    const result = await provider.respond(turnOf(rec));
    expectReplayedAll(replay);
    const { messages, ...rest } = replay.received[0]!.json!;
    expect(rest).toEqual({ model: 'Qwen/Qwen2.5-7B-Instruct' });
    expect(messages).toHaveLength(10);
    expect(replay.received[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(result.outputText).toBe('The lot measures 50 x 120 ft. The roof was replaced in 2019.');
    expect(result.usage).toEqual({ inputTokens: 1387, cachedTokens: 0, outputTokens: 23 });
    expect(result.sources).toEqual(MAPLE_SOURCES);
  });

  it('falls back to one plain request when the server refuses the streamed one, and still delivers the text', async () => {
    const { provider, replay, rec } = await replaying('chat-stream-refused');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deltas: string[] = [];
    const result = await provider.respond(turnOf(rec, { onDelta: (d) => deltas.push(d) }));
    expectReplayedAll(replay);
    expect(replay.received[0]!.json!.stream).toBe(true);
    expect(replay.received[1]!.json).not.toHaveProperty('stream');
    expect(replay.received[1]!.json!.messages).toEqual(replay.received[0]!.json!.messages);
    expect(deltas).toEqual(['The lot is 50 x 120 ft. The roof was replaced in 2019.']);
    expect(result.sources).toEqual(MAPLE_SOURCES);
  });
});

describe('contract: failures and retries', () => {
  it('429: waits as told, sends the same request again, and prices cached input from the table', async () => {
    const { provider, replay, rec } = await replaying('chat-429-then-ok', { apiKey: KEY });
    const result = await provider.respond(turnOf(rec));
    expectReplayedAll(replay);
    expect(replay.received[1]!.json).toEqual(replay.received[0]!.json);
    expect(replay.received[1]!.headers['x-stainless-retry-count']).toBe('1');
    expect(result.usage).toEqual({ inputTokens: 520, cachedTokens: 1024, outputTokens: 24 });
    const cost = estimateCostUsd({ ...result.usage, model: result.model, fileSearches: 0, webSearches: 0 });
    // gpt-4.1-mini: 520 x $0.40/M + 1024 x $0.10/M + 24 x $1.60/M
    expect(cost).toBeCloseTo(0.000208 + 0.0001024 + 0.0000384, 10);
  });

  it('500 on every attempt: a bounded number of retries, then an error with the status', async () => {
    const { provider, replay, rec } = await replaying('chat-500', { maxRetries: 1 });
    const err = await provider.respond(turnOf(rec)).catch((e) => e);
    expect(err).toBeInstanceOf(AiResponseError);
    expect(err.status).toBe(500);
    expect(err.message).toBe(
      'Chat model 500: The server had an error while processing your request. Sorry about that!',
    );
    expect(replay.received).toHaveLength(2);
    expectReplayedAll(replay);
  });

  it('a refused connection names the address and the reason', async () => {
    const port = await freePortForTests();
    const provider = compatibleProvider({
      baseURL: `http://127.0.0.1:${port}/v1`,
      model: 'llama3.1:8b',
      maxRetries: 0,
    });
    const rec = loadRecording<ChatRecording>('chat', RECORDINGS);
    const err = await provider.respond(turnOf(rec)).catch((e) => e);
    expect(err).toBeInstanceOf(AiResponseError);
    expect(err.message).toBe(`Chat model at http://127.0.0.1:${port}/v1 unreachable: ECONNREFUSED`);
  });

  it('a model that returns no text is a failure', async () => {
    const { provider, rec } = await replaying('chat-empty');
    const err = await provider.respond(turnOf(rec)).catch((e) => e);
    expect(err).toBeInstanceOf(AiResponseError);
    expect(err.message).toBe('Chat model llama3.1:8b returned no text.');
  });
});

describe('contract: label translation through chat completions', () => {
  type TranslateRecording = Recording & { labels: Record<string, string>; language: string; expected?: object };

  it('reads the JSON object out of the reply, code fence and all', async () => {
    const { provider, replay, rec } = await replaying('translate');
    const r = rec as unknown as TranslateRecording;
    expect(await provider.translateLabels(r.labels, r.language)).toEqual(r.expected);
    expectReplayedAll(replay);
    const sent = replay.received[0]!.json!;
    expect(sent.model).toBe('llama3.1:8b');
    expect((sent.messages as Message[])[0]!.content).toContain(JSON.stringify(r.labels));
    expect(sent).not.toHaveProperty('response_format');
  });

  it('throws "Invalid response from translateTextFunc" when the reply holds no JSON', async () => {
    const { provider, rec } = await replaying('translate-no-json');
    const r = rec as unknown as TranslateRecording;
    await expect(provider.translateLabels(r.labels, r.language)).rejects.toThrow(
      'Invalid response from translateTextFunc',
    );
  });
});

describe('contract: the chat through the compatible provider', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  function configure(baseURL: string) {
    process.env.OHA_AI_PROVIDER = 'compatible';
    process.env.OPENAI_BASE_URL = baseURL;
    process.env.OPENAI_MODEL = 'llama3.1:8b';
    delete process.env.OPENAI_API_KEY;
    resetConfigForTests();
  }

  it('streams the answer to the visitor, stores it with its sources, and logs tokens, latency and cost', async () => {
    const rec = loadRecording<ChatRecording>('chat-stream', RECORDINGS);
    replay = await startReplay(rec.exchanges);
    configure(replay.baseURL);
    expect(getProvider().name).toBe('compatible');
    const deltas: string[] = [];
    const out = await handleChatTurn(
      {
        pathname: 'alex_compatible',
        sessionId: null,
        message: rec.question,
        language: 'en',
        selectedListingIds: [seeded.listingIds[0]],
        onDelta: (d) => deltas.push(d),
      },
      t.db,
    );
    expectReplayedAll(replay);
    expect(deltas.join('')).toBe(VISIBLE);
    expect(out).toMatchObject({ text: VISIBLE, responseId: 'chatcmpl-417', sources: MAPLE_SOURCES });
    expect(String(messagesOf(replay)[0]!.content)).not.toContain('Harbour-Road');

    const stored = await t.db
      .selectFrom('chatMessages')
      .select(['role', 'content'])
      .where('sessionId', '=', out.sessionId)
      .where('role', '=', 'assistant')
      .execute();
    expect(stored).toEqual([{ role: 'assistant', content: VISIBLE }]);
    const log = await t.db
      .selectFrom('responseLogs')
      .selectAll()
      .where('sessionId', '=', out.sessionId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      model: 'llama3.1:8b',
      inputTokensNormal: 1432,
      outputTokens: 41,
      numFileSearch: 0,
      costUsd: 0,
      needsFix: 0,
      cusResStatus: 'complete',
    });
    expect(log.latencyMs).toBeGreaterThan(0);
  });

  it("gives the visitor the spec's apology and logs the failure for fixing", async () => {
    replay = await startReplay([
      {
        request: { method: 'POST', path: '/v1/chat/completions' },
        response: {
          status: 404,
          body: { error: { message: 'model "llama3.1:8b" not found, try pulling it first', type: 'api_error' } },
        },
      },
    ]);
    configure(replay.baseURL);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = await handleChatTurn(
      {
        pathname: 'alex_compatible',
        sessionId: null,
        message: 'Is there a garage?',
        language: 'en',
        selectedListingIds: null,
      },
      t.db,
    );
    expect(out).toMatchObject({
      failed: true,
      text: "Sorry, I wasn't able to respond to you. Please try again later. Thank you.",
    });
    const log = await t.db
      .selectFrom('responseLogs')
      .selectAll()
      .where('sessionId', '=', out.sessionId)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ needsFix: 1, cusResStatus: 'incomplete', model: 'llama3.1:8b' });
    expect(log.errorMsgs).toContain('Chat model 404: model "llama3.1:8b" not found');
  });
});
