// Contract (end to end): the app with OPENAI_API_KEY set, talking to a local server that replays
// recorded OpenAI exchanges. A streamed answer is logged with its tokens and cost, a 401 gives the
// visitor the apology and a needs-fix row, and the operator sees both on the usage overview.
import { createUser, expect, loginAs, startApp, test, type App, type TestUser } from './fixtures';
import { loadRecording, startReplay, type ReplayServer } from '../app/.server/ai/openai/replay-server';

const PATHNAME = 'alex_hostedcontract000000';
let app: App;
let replay: ReplayServer;
let agent: TestUser;

test.beforeAll(async () => {
  const streamed = loadRecording('responses-chat-stream').exchanges[0];
  const refused = loadRecording('responses-401').exchanges[0];
  replay = await startReplay([
    { request: { method: 'POST', path: '/v1/responses' }, response: streamed.response },
    { request: { method: 'POST', path: '/v1/responses' }, response: refused.response },
  ]);
  app = await startApp({ OPENAI_API_KEY: 'sk-test-e2e-contract', OPENAI_BASE_URL: replay.baseURL });
  agent = await createUser(app, { fName: 'Alex', lName: 'Hosted' });
  const { id } = await app.db
    .insertInto('assistants')
    .values({
      assistantPathname: PATHNAME,
      realtorUserId: agent.id,
      ohaName: "Alex's Assistant",
      publicEmail: agent.email,
      publicPhone: '416-555-0101',
      published: 1,
      vectorStoreId: 'vs_68f1c2a9e4b08191a3d57c2e6f4b1d09',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('listings')
    .values({
      assistantId: id,
      realtorUserId: agent.id,
      listingName: '123 Maple Street',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .execute();
});

test.afterAll(async () => {
  await app?.stop();
  await replay?.close();
});

async function ask(message: string, stream: boolean): Promise<string> {
  const res = await fetch(`${app.url}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(stream ? { Accept: 'text/event-stream' } : {}) },
    body: JSON.stringify({ pathname: PATHNAME, message, language: 'en' }),
  });
  expect(res.status).toBe(200);
  return res.text();
}

test('contract: hosted chat is streamed, logged with tokens and cost, and a refused call is logged for fixing', async ({
  page,
}) => {
  expect(app.logs()).toContain('AI provider: OpenAI (gpt-4.1-2025-04-14 at');

  const streamed = await ask('What is the lot size, and which schools are nearby?', true);
  expect(streamed).toContain('event: delta\ndata: {"t":"The lot is 50 x 120 ft"}');
  expect(streamed).toContain('event: done');

  const refused = JSON.parse(await ask('And the property taxes?', false)) as { text: string; failed: boolean };
  expect(refused).toMatchObject({
    failed: true,
    text: "Sorry, I wasn't able to respond to you. Please try again later. Thank you.",
  });
  expect(replay.mismatches).toEqual([]);
  expect(replay.received[0].json?.tools).toEqual([
    { type: 'file_search', vector_store_ids: ['vs_68f1c2a9e4b08191a3d57c2e6f4b1d09'] },
    { type: 'web_search', user_location: { type: 'approximate', country: 'CA' }, search_context_size: 'high' },
  ]);

  const logs = await app.db
    .selectFrom('responseLogs')
    .select([
      'inputTokensNormal',
      'inputTokensCached',
      'outputTokens',
      'numFileSearch',
      'numOfTimes',
      'costUsd',
      'needsFix',
      'cusResStatus',
      'errorMsgs',
    ])
    .orderBy('id')
    .execute();
  expect(logs[0]).toMatchObject({
    inputTokensNormal: 2117,
    inputTokensCached: 4096,
    outputTokens: 74,
    numFileSearch: 1,
    numOfTimes: 1,
    needsFix: 0,
    cusResStatus: 'complete',
  });
  expect(logs[0].costUsd).toBeCloseTo(0.034374, 8);
  expect(logs[1]).toMatchObject({ needsFix: 1, cusResStatus: 'incomplete' });
  expect(logs[1].errorMsgs).toContain('OpenAI 401');

  const operator = await createUser(app, { fName: 'Olive', lName: 'Operator', roles: [3135] });
  await loginAs(page, app, operator);
  await page.goto(`${app.url}/usage_overview`);
  const row = page.getByRole('row').filter({ hasText: 'Hosted' });
  await expect(row.getByRole('cell').nth(4)).toHaveText('1'); // one response; the refused call has none
  await expect(row.getByRole('cell').nth(5)).toHaveText('2,117');
  await expect(row.getByRole('cell').nth(10)).toHaveText('0.0344');
  await expect(row.getByRole('cell').nth(12)).toHaveText('Yes');
  const totals = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(totals.getByRole('cell').last()).toHaveText('1');
});
