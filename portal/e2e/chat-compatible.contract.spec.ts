// Contract (end to end): the app with OHA_AI_PROVIDER=compatible, talking to a local server that
// replays recorded chat/completions exchanges (Ollama's streamed answers). A visitor picks a
// listing on the chat page, asks, reads the streamed answer and opens its sources; the model saw
// only that listing's passages, and the operator sees the exchange on the usage overview.
import type { Page } from '@playwright/test';
import { createUser, expect, loginAs, startApp, test, type App } from './fixtures';
import { loadRecording, startReplay, type Recording, type ReplayServer } from '../app/.server/ai/openai/replay-server';
import { seedTwoListings } from '../app/.server/ai/compatible/test-listings';
import { fileURLToPath } from 'node:url';

const RECORDINGS = fileURLToPath(new URL('../app/.server/ai/compatible/recordings', import.meta.url));
const PATHNAME = 'alex_compatiblecontract00';
let app: App;
let replay: ReplayServer;

/** The answer to the listing pick, streamed as Ollama streams (one sentence, one citation). */
function pickAnswer(): Recording['exchanges'][number] {
  const chunk = (content: string, finish: string | null = null) => ({
    event: '',
    data: {
      id: 'chatcmpl-416',
      object: 'chat.completion.chunk',
      created: 1764052201,
      model: 'llama3.1:8b',
      system_fingerprint: 'fp_ollama',
      choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: finish }],
    },
  });
  return {
    request: { method: 'POST', path: '/v1/chat/completions' },
    response: {
      status: 200,
      sse: [
        ...['123 Maple Street', ' is listed at', ' $1,250,000', ' [2].', ' What would you like to know?'].map((t) =>
          chunk(t),
        ),
        chunk('', 'stop'),
        {
          event: '',
          data: {
            id: 'chatcmpl-416',
            object: 'chat.completion.chunk',
            created: 1764052201,
            model: 'llama3.1:8b',
            choices: [],
            usage: { prompt_tokens: 1204, completion_tokens: 19, total_tokens: 1223 },
          },
        },
        { event: '', data: '[DONE]' },
      ],
    },
  };
}

// One replay and one server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  const rec = loadRecording<Recording & { question: string }>('chat-stream', RECORDINGS);
  replay = await startReplay([pickAnswer(), ...rec.exchanges]);
  app = await startApp({
    OHA_AI_PROVIDER: 'compatible',
    OPENAI_BASE_URL: replay.baseURL,
    OPENAI_MODEL: 'llama3.1:8b',
  });
  await seedTwoListings(app.db, { pathname: PATHNAME, fName: 'Alex', lName: 'Compatible' });
});

test.afterAll(async () => {
  await app?.stop();
  await replay?.close();
});

const answered = expect.configure({ timeout: 45_000 });
const likes = (page: Page) => page.getByRole('button', { name: 'Helpful', exact: true });

test('contract: the chat page answers through an OpenAI-compatible model, with the sources of the chosen listing', async ({
  page,
}) => {
  expect(app.logs()).toContain('AI provider: OpenAI-compatible chat completions (llama3.1:8b at http://127.0.0.1:');

  await page.goto(`${app.url}/assistants/${PATHNAME}`);
  await page.getByRole('combobox').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('group', { name: 'Please select a listing:' })
    .getByRole('button', { name: /123 Maple Street/ })
    .click();
  await answered(likes(page)).toHaveCount(1);
  await expect(page.getByText('123 Maple Street is listed at $1,250,000. What would you like to know?')).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill('How big is the lot, and when was the roof replaced?');
  await input.press('Enter');
  await answered(likes(page)).toHaveCount(2);
  const answer = page.getByText(
    "The lot is 50 x 120 ft, and the roof was replaced in 2019 with architectural asphalt shingles. Anything else you'd like to know?",
  );
  await expect(answer).toBeVisible();

  const sources = page.locator('.oha-sources').last();
  await sources.getByText('Sources').click();
  await expect(sources.getByRole('listitem')).toHaveText([
    '123-Maple-Street-feature-sheet.pdf, page 1 (123 Maple Street, Kelowna, BC)',
    '123-Maple-Street-inspection.pdf, page 3 (123 Maple Street, Kelowna, BC)',
  ]);

  // The model was given the chosen listing's passages only (the chat's instructions name both).
  expect(replay.mismatches).toEqual([]);
  const system = String((replay.received[1]!.json!.messages as Array<{ content: string }>)[0]!.content);
  expect(system).toContain('roof was replaced in 2019');
  expect(system).not.toContain('Harbour-Road');
  expect(system).not.toContain('66 x 140');

  const operator = await createUser(app, { fName: 'Olive', lName: 'Operator', roles: [3135] });
  await loginAs(page, app, operator);
  await page.goto(`${app.url}/usage_overview`);
  const row = page.getByRole('row').filter({ hasText: 'Compatible' });
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');
  await expect(row.getByRole('cell').nth(5)).toHaveText('2,636'); // 1,204 + 1,432 input tokens
  await expect(row.getByRole('cell').nth(10)).toHaveText('0.0000'); // a local model costs nothing
});

test('a wrong OHA_AI_PROVIDER stops the server at boot and names the choices', async () => {
  const err = (await startApp({ OHA_AI_PROVIDER: 'ollama' }).catch((e: unknown) => e)) as Error;
  expect(err.message).toContain(
    'Configuration error: OHA_AI_PROVIDER="ollama" is not a provider: use offline, openai or compatible.',
  );
});
