// Contract tests: the hosted provider against recorded OpenAI exchanges, replayed by a local HTTP
// server. They check the exact requests our code sends and that it reads real-shaped responses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../config.server';
import { getProvider } from '../index.server';
import { estimateCostUsd } from '../pricing.server';
import type { ChatTurn, ChatTurnResult } from '../provider.server';
import {
  AddFileToVsError,
  AddFileToVsNullError,
  AiResponseError,
  UploadAFileToAiError,
  VectorStoreCreateError,
} from './errors';
import { openaiProvider, type OpenAiProviderOptions } from './provider.server';
import { loadRecording, startReplay, type Recording, type ReplayServer } from './replay-server';

const KEY = 'sk-test-contract-0000000000000000000000007890';
const MODEL = 'gpt-4.1-2025-04-14';
const VS = 'vs_68f1c2a9e4b08191a3d57c2e6f4b1d09';
const F1 = 'file-9Xk2LmQp7RtVw3YzA1bCdE';
const F2 = 'file-3HnT8sVb2KqLm5PwXy6ZaR';

type ChatRecording = Recording & { turn: ChatTurn; expected?: ChatTurnResult; deltas?: string[] };

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
  vi.restoreAllMocks();
});

async function hosted(name: string, options: Partial<OpenAiProviderOptions> = {}) {
  const rec = loadRecording<ChatRecording>(name);
  replay = await startReplay(rec.exchanges);
  const provider = openaiProvider({ apiKey: KEY, baseURL: replay.baseURL, model: MODEL, attachDelayMs: 0, ...options });
  return { rec, provider, replay };
}

/** Every recorded exchange was used, in order, and nothing else was asked. */
function expectReplayedAll(r: ReplayServer) {
  expect(r.mismatches).toEqual([]);
  expect(r.remaining()).toBe(0);
}

/** The JSON body we sent equals the recording's, apart from the prose instructions. */
function expectSameJson(sent: Record<string, unknown> | undefined, recorded: Record<string, unknown> | undefined) {
  const { instructions, input, ...rest } = sent ?? {};
  void instructions;
  const { input: recordedInput, ...recordedRest } = recorded ?? {};
  expect(rest).toEqual(recordedRest);
  if (recordedInput !== undefined) expect(input).toEqual(recordedInput);
}

describe('contract: OpenAI files and vector stores', () => {
  it('uploads a file as multipart with purpose "assistants" and returns its id', async () => {
    const { provider, replay } = await hosted('files-upload');
    const bytes = Buffer.from('%PDF-1.4\n% 123 Maple Street: 4 bedrooms, 3 bathrooms\n%%EOF');
    const id = await provider.uploadFile({ fileName: '123-Maple-Street-brochure.pdf', bytes });
    expect(id).toBe(F1);
    expectReplayedAll(replay);
    const req = replay.received[0];
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.form?.get('purpose')).toBe('assistants');
    const file = req.form?.get('file') as File;
    expect(file.name).toBe('123-Maple-Street-brochure.pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('uploads the generated notes document (text named .doc) as .txt so OpenAI can parse it', async () => {
    replay = await startReplay([
      {
        request: { method: 'POST', path: '/v1/files' },
        response: {
          status: 200,
          body: {
            ...(loadRecording('files-upload').exchanges[0].response.body as object),
            filename: '12-Birch-Lane_listingExtraInfo_ND.txt',
          },
        },
      },
    ]);
    const provider = openaiProvider({ apiKey: KEY, baseURL: replay.baseURL, model: MODEL });
    await provider.uploadFile({
      fileName: '12-Birch-Lane_listingExtraInfo_ND.doc',
      bytes: Buffer.from('12 Birch Lane\n===\n'),
    });
    expect((replay.received[0].form?.get('file') as File).name).toBe('12-Birch-Lane_listingExtraInfo_ND.txt');
  });

  it('turns a failed upload into UploadAFileToAiError after one request (the caller makes the 3 attempts)', async () => {
    replay = await startReplay([
      {
        request: { method: 'POST', path: '/v1/files' },
        response: {
          status: 500,
          body: { error: { message: 'The server had an error while processing your request.', type: 'server_error' } },
        },
      },
    ]);
    const provider = openaiProvider({ apiKey: KEY, baseURL: replay.baseURL, model: MODEL });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const err = await provider.uploadFile({ fileName: 'a.txt', bytes: Buffer.from('x') }).catch((e) => e);
    expect(err).toBeInstanceOf(UploadAFileToAiError);
    expect(err.name).toBe('UploadAFileToAiError');
    expect(err.message).toBe('The file cannot be uploaded to the AI provider successfully.');
    expect(replay.received).toHaveLength(1);
  });

  it("asks ingestion for the spec's 2 s wait before attaching files on add", () => {
    expect(openaiProvider({ apiKey: KEY, model: MODEL }).attachDelayMs).toBe(2000);
  });

  it('creates the vector store with its name and file ids', async () => {
    const { provider, replay, rec } = await hosted('vector-store-create');
    const id = await provider.createVectorStore('AlexMorgan_VS', [F1, F2]);
    expect(id).toBe(VS);
    expectReplayedAll(replay);
    expect(replay.received[0].json).toEqual(rec.exchanges[0].request.json);
  });

  it('reports a refused vector store as VectorStoreCreateError', async () => {
    const { provider } = await hosted('vector-store-create-error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const err = await provider.createVectorStore('AlexMorgan_VS', ['file-notMine0000000000000']).catch((e) => e);
    expect(err).toBeInstanceOf(VectorStoreCreateError);
    expect(err.message).toBe(
      'The Vector store cannot be created/ the files cannot be added to the vector store in the AI provider successfully.',
    );
  });

  it('attaches a file with the attributes {fileId, fileName without extension}', async () => {
    const { provider, replay, rec } = await hosted('vector-store-file-attach');
    await provider.addFileToVectorStore(VS, F1, { fileId: F1, fileName: '123-Maple-Street-brochure' });
    expectReplayedAll(replay);
    expect(replay.received[0].json).toEqual(rec.exchanges[0].request.json);
  });

  it('refuses to attach without ids (AddFileToVsNullError) and names the ids when the API fails (AddFileToVsError)', async () => {
    replay = await startReplay([
      {
        request: { method: 'POST', path: `/v1/vector_stores/${VS}/files` },
        response: {
          status: 404,
          body: { error: { message: `No such vector store: ${VS}`, type: 'invalid_request_error' } },
        },
      },
    ]);
    const provider = openaiProvider({ apiKey: KEY, baseURL: replay.baseURL, model: MODEL, attachDelayMs: 0 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const nullErr = await provider.addFileToVectorStore('', F1, { fileId: F1, fileName: 'x' }).catch((e) => e);
    expect(nullErr).toBeInstanceOf(AddFileToVsNullError);
    expect(nullErr.message).toBe('The Vector store Id/ file Id cannot be empty or null.');
    expect(replay.received).toHaveLength(0);
    const err = await provider.addFileToVectorStore(VS, F1, { fileId: F1, fileName: 'x' }).catch((e) => e);
    expect(err).toBeInstanceOf(AddFileToVsError);
    expect(err.message).toBe(`Failed to add the file with ID ${F1} to the vector store ${VS}.`);
  });

  it('renames the vector store, and returns false without a name', async () => {
    const { provider, replay, rec } = await hosted('vector-store-rename');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await provider.renameVectorStore(VS, '')).toBe(false);
    expect(replay.received).toHaveLength(0);
    expect(await provider.renameVectorStore(VS, 'AlexMorgan-Lee_VS')).toBe(true);
    expectReplayedAll(replay);
    expect(replay.received[0].json).toEqual(rec.exchanges[0].request.json);
  });

  it('updates a file attributes in the store', async () => {
    const { provider, replay, rec } = await hosted('vector-store-file-attributes');
    const ok = await provider.updateFileAttributes(VS, F2, {
      fileId: F2,
      fileName: '123-Maple-Street_listingExtraInfo_ND',
    });
    expect(ok).toBe(true);
    expectReplayedAll(replay);
    expect(replay.received[0].json).toEqual(rec.exchanges[0].request.json);
  });

  it('deletes files and stores; a failed delete returns false', async () => {
    const { provider, replay } = await hosted('deletes');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await provider.deleteFile(F1)).toBe(true);
    expect(await provider.deleteVectorStore(VS)).toBe(true);
    expect(await provider.deleteFile('file-doesNotExist000000000')).toBe(false);
    expectReplayedAll(replay);
  });
});

describe('contract: OpenAI Responses API chat', () => {
  it('sends model, instructions, the last 9 input items, file_search with the listing filter, web_search and previous_response_id', async () => {
    const { provider, replay, rec } = await hosted('responses-chat');
    expect(rec.turn.input).toHaveLength(12);
    const result = await provider.respond(rec.turn);
    expectReplayedAll(replay);

    const sent = replay.received[0].json!;
    expectSameJson(sent, rec.exchanges[0].request.json);
    expect(sent.model).toBe(MODEL);
    expect(sent.input).toHaveLength(9);
    expect(sent.previous_response_id).toBe('resp_68f1c2ffaa9c8190a0b1c2d3e4f50617');
    expect(sent.tools).toEqual([
      {
        type: 'file_search',
        vector_store_ids: [VS],
        filters: {
          type: 'or',
          filters: [
            { type: 'eq', key: 'fileId', value: F1 },
            { type: 'eq', key: 'fileId', value: F2 },
          ],
        },
      },
      { type: 'web_search', user_location: { type: 'approximate', country: 'CA' }, search_context_size: 'high' },
    ]);
    expect(sent.stream).toBeUndefined();
    const instructions = String(sent.instructions);
    expect(instructions).toContain(rec.turn.instructions);
    expect(instructions).toContain('under 350 characters');
    expect(instructions).toContain('##CONTACT');
    // 5 visitor questions in the window and no offer yet: the contact form may be offered.
    expect(instructions).toContain('you MAY offer the contact form');

    expect(result).toEqual(rec.expected);
  });

  it('reads usage into a cost estimate: uncached input, cached input, output, one file search and one web search', async () => {
    const { provider } = await hosted('responses-chat');
    const r = await provider.respond(loadRecording<ChatRecording>('responses-chat').turn);
    const cost = estimateCostUsd({
      model: r.model,
      inputTokens: r.usage.inputTokens,
      cachedTokens: r.usage.cachedTokens,
      outputTokens: r.usage.outputTokens,
      fileSearches: r.numFileSearch,
      webSearches: r.numWebSearch,
    });
    // 2117 x $2/M + 4096 x $0.50/M + 74 x $8/M + $0.0025 + $0.025
    expect(cost).toBeCloseTo(0.004234 + 0.002048 + 0.000592 + 0.0025 + 0.025, 8);
  });

  it('omits file_search without a vector store and the filter when all listings apply', async () => {
    const rec = loadRecording<ChatRecording>('responses-chat');
    const exchange = rec.exchanges[0];
    replay = await startReplay([{ request: { method: 'POST', path: '/v1/responses' }, response: exchange.response }]);
    const provider = openaiProvider({ apiKey: KEY, baseURL: replay.baseURL, model: MODEL });
    await provider.respond({
      ...rec.turn,
      vectorStoreId: null,
      filter: null,
      prevResponseId: null,
      input: rec.turn.input.slice(0, 1),
    });
    const sent = replay.received[0].json!;
    expect(sent.tools).toEqual([
      { type: 'web_search', user_location: { type: 'approximate', country: 'CA' }, search_context_size: 'high' },
    ]);
    expect(sent).not.toHaveProperty('previous_response_id');
    expect(sent.input).toEqual([
      { role: 'user', content: [{ type: 'input_text', text: 'Hi, is 123 Maple Street still available?' }] },
    ]);
    expect(String(sent.instructions)).toContain('do NOT include ##CONTACT');
  });

  it('streams: passes each output_text delta on and reads the final response from response.completed', async () => {
    const { provider, replay, rec } = await hosted('responses-chat-stream');
    const deltas: string[] = [];
    const result = await provider.respond({ ...rec.turn, onDelta: (t) => deltas.push(t) });
    expectReplayedAll(replay);
    const sent = replay.received[0].json!;
    expect(sent.stream).toBe(true);
    expectSameJson(sent, rec.exchanges[0].request.json);
    // Passed on as they come, minus the citation marker (split or not, never shown).
    expect(deltas.join('')).toBe(rec.deltas!.join('').replace(/【[^】]*】/g, ''));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.some((d) => d.includes('【'))).toBe(false);
    expect(result).toEqual(rec.expected);
  });

  it('a streamed response.failed event becomes an error with the provider message', async () => {
    const { provider } = await hosted('responses-stream-failed');
    const err = await provider
      .respond({ ...loadRecording<ChatRecording>('responses-stream-failed').turn, onDelta: () => {} })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AiResponseError);
    expect(err.message).toContain('The model produced invalid content');
  });

  it('401: fails at once, without retrying, with the status in the message', async () => {
    const { provider, replay, rec } = await hosted('responses-401');
    const err = await provider.respond(rec.turn).catch((e) => e);
    expect(err).toBeInstanceOf(AiResponseError);
    expect(err.status).toBe(401);
    expect(err.message).toMatch(/^OpenAI 401: Incorrect API key provided/);
    expect(err.message).not.toContain(KEY);
    expect(replay.received).toHaveLength(1);
    expectReplayedAll(replay);
  });

  it('429: waits as told by retry-after-ms, sends the same request again and succeeds', async () => {
    const { provider, replay, rec } = await hosted('responses-429-then-ok');
    const result = await provider.respond(rec.turn);
    expectReplayedAll(replay);
    expect(replay.received).toHaveLength(2);
    expect(replay.received[1].json).toEqual(replay.received[0].json);
    expect(replay.received[1].headers['x-stainless-retry-count']).toBe('1');
    expect(result).toEqual(rec.expected);
  });

  it('500 on every attempt: a bounded number of retries, then an error with the status', async () => {
    const { provider, replay, rec } = await hosted('responses-500', { maxRetries: 1 });
    const err = await provider.respond(rec.turn).catch((e) => e);
    expect(err).toBeInstanceOf(AiResponseError);
    expect(err.status).toBe(500);
    expect(err.message).toBe('OpenAI 500: The server had an error while processing your request. Sorry about that!');
    expect(replay.received).toHaveLength(2);
    expectReplayedAll(replay);
  });
});

describe('contract: OpenAI label translation', () => {
  type TranslateRecording = Recording & {
    labels: Record<string, string>;
    language: string;
    expected?: Record<string, string>;
  };

  it('asks for JSON and returns the translated labels', async () => {
    const { provider, replay, rec } = await hosted('responses-translate');
    const r = rec as unknown as TranslateRecording;
    const out = await provider.translateLabels(r.labels, r.language);
    expect(out).toEqual(r.expected);
    expectReplayedAll(replay);
    const sent = replay.received[0].json!;
    const { input, ...rest } = sent;
    expect(rest).toEqual(rec.exchanges[0].request.json);
    expect(String(input)).toContain(JSON.stringify(r.labels));
  });

  it('throws "Invalid response from translateTextFunc" when the model returns no data', async () => {
    const { provider, rec } = await hosted('responses-translate-empty');
    const r = rec as unknown as TranslateRecording;
    await expect(provider.translateLabels(r.labels, r.language)).rejects.toThrow(
      'Invalid response from translateTextFunc',
    );
  });
});

describe('contract: OpenAI provider selection', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });

  it('uses the hosted provider at OPENAI_BASE_URL with OPENAI_MODEL when OPENAI_API_KEY is set', async () => {
    const rec = loadRecording<ChatRecording>('responses-chat');
    replay = await startReplay([
      { request: { method: 'POST', path: '/v1/responses' }, response: rec.exchanges[0].response },
    ]);
    process.env.OPENAI_API_KEY = KEY;
    process.env.OPENAI_BASE_URL = replay.baseURL;
    process.env.OPENAI_MODEL = 'gpt-4.1-mini-2025-04-14';
    resetConfigForTests();
    const provider = getProvider();
    expect(provider.name).toBe('openai');
    await provider.respond(rec.turn);
    expect(replay.received[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(replay.received[0].json?.model).toBe('gpt-4.1-mini-2025-04-14');
  });

  it('uses the offline engine without OPENAI_API_KEY', () => {
    delete process.env.OPENAI_API_KEY;
    resetConfigForTests();
    expect(getProvider().name).toBe('offline');
  });
});
