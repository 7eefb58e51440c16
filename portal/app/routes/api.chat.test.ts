// The chat route with the chat client: server-sent events carry each delta, then the final answer
// with sanitized html; the JSON mode and the input checks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from '@remix-run/node';
import { openTestDatabase } from '@db/connection';
import type { AiProvider } from '~/.server/ai/provider.server';
import { setProviderForTests } from '~/.server/ai/index.server';
import { offlineProvider } from '~/.server/ai/offline/provider.server';
import { useDatabaseForTests } from '~/.server/db.server';
import { resetRateLimitsForTests } from '~/.server/rate-limit.server';
import { sendChat } from '@widget/chat/api';
import { action } from './api.chat';

let t: Awaited<ReturnType<typeof openTestDatabase>>;

const streaming: AiProvider = {
  ...offlineProvider(),
  async respond(turn) {
    for (const piece of ['The price ', 'is **$1M**', '.【1:0†a.pdf】 ##CONTACT@@@1 Main St']) turn.onDelta?.(piece);
    return {
      id: 'resp_stream',
      outputText: 'The price is **$1M**.【1:0†a.pdf】 ##CONTACT@@@1 Main St',
      model: 'offline',
      usage: { inputTokens: 1, cachedTokens: 0, outputTokens: 1 },
      numFileSearch: 1,
      numWebSearch: 0,
      functionCalls: 0,
      sources: [{ fileName: 'a.pdf', page: 2 }],
    };
  },
};

function callAction(url: string, init?: RequestInit) {
  return action({
    request: new Request(url, init),
    context: { clientIp: '203.0.113.7' },
    params: {},
  } as unknown as ActionFunctionArgs);
}

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  await resetRateLimitsForTests();
  setProviderForTests(streaming);
  const { id: userId } = await t.db
    .insertInto('users')
    .values({ email: 'a@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Alex', lName: 'Morgan' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'alex_api',
      realtorUserId: userId,
      ohaName: "Alex's Assistant",
      publicEmail: 'a@example.com',
      publicPhone: '1',
      published: 1,
    })
    .execute();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => callAction(`http://localhost${url}`, init));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setProviderForTests(undefined);
  useDatabaseForTests(undefined);
  await t.close();
});

const body = { pathname: 'alex_api', sessionId: null, message: 'Price?', language: 'en', selectedListingIds: null };

describe('POST /api/chat', () => {
  it('streams deltas as server-sent events and ends with the sanitized answer', async () => {
    const seen: string[] = [];
    const reply = await sendChat('', body, (text) => seen.push(text));
    expect(seen).toEqual([
      'The price ',
      'The price is **$1M**',
      'The price is **$1M**.【1:0†a.pdf】 ##CONTACT@@@1 Main St',
    ]);
    expect(reply).toMatchObject({
      responseId: 'resp_stream',
      outputType: 'form',
      failed: false,
      sources: [{ fileName: 'a.pdf', page: 2 }],
    });
    expect(reply.sessionId).toMatch(/^sess_/);
    expect(reply.html).toBe('<p>The price is <strong>$1M</strong>.</p>\n');
  });

  it('answers JSON without the event-stream Accept header, and refuses empty input', async () => {
    const res = await callAction('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(((await res.json()) as { responseId: string }).responseId).toBe('resp_stream');
    await expect(sendChat('', { ...body, message: '   ' }, () => {})).rejects.toMatchObject({ status: 400 });
    await expect(sendChat('', { ...body, pathname: 'nobody' }, () => {})).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it("says the answer's language and offers the switch in that language", async () => {
    const reply = await sendChat('', { ...body, message: '価格はいくらですか？', language: 'fr' }, () => {});
    expect(reply.language).toBe('ja');
    expect(reply.switchLabel).toBe('チャットを日本語で表示');
    const same = await sendChat('', body, () => {});
    expect(same.language).toBe('en');
  });

  it("answers errors and the apology in the chat's language", async () => {
    const fr = { ...body, language: 'fr' };
    await expect(sendChat('', { ...fr, pathname: 'nobody' }, () => {})).rejects.toMatchObject({
      status: 404,
      message: "Cet assistant n'existe pas ou n'est pas disponible.",
    });
    // Without a language in the body, the browser's Accept-Language decides.
    const res = await callAction('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ko-KR,ko;q=0.9' },
      body: '{"pathname":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('입력 내용을 확인하고 다시 시도해 주세요.');
    // A provider failure: the stored apology is the chat catalog's, in French.
    setProviderForTests({
      ...streaming,
      respond: () => Promise.reject(new Error('down')),
    });
    const reply = await sendChat('', { ...fr, message: 'Quel est le prix de la maison ?' }, () => {});
    expect(reply.failed).toBe(true);
    expect(reply.text).toBe("Désolé, je n'ai pas pu vous répondre. Veuillez réessayer plus tard. Merci.");
  });

  it('limits one chat session with a 429 and a clear message', async () => {
    const first = await sendChat('', body, () => {});
    let error: unknown;
    for (let i = 0; i < 40 && !error; i++) {
      await sendChat('', { ...body, sessionId: first.sessionId }, () => {}).catch((e) => (error = e));
    }
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });
});
