import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import type { AiProvider, ChatTurn } from '../ai/provider.server';
import { setProviderForTests } from '../ai/index.server';
import { offlineProvider } from '../ai/offline/provider.server';
import { useDatabaseForTests } from '../db.server';
import { handleChatTurn } from './chat.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const turns: ChatTurn[] = [];

async function seed() {
  const { id: userId } = await t.db
    .insertInto('users')
    .values({ email: 'a@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Alex', lName: 'Morgan' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: assistantId } = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'alex_test',
      realtorUserId: userId,
      ohaName: "Alex's Assistant",
      publicEmail: 'a@example.com',
      publicPhone: '555',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const name of ['1 Main St', '2 Oak Ave', '3 Pine Rd']) {
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
    ids.push(id);
    await t.db
      .insertInto('documents')
      .values({
        listingId: id,
        fileId: `file-${id}`,
        fileName: `${name}.pdf`,
        kind: 'pdf',
        sizeBytes: 1,
        storagePath: 'x',
        sha256: 'x',
        isExtraInfo: 0,
      })
      .execute();
  }
  return { assistantId, ids };
}

function fakeProvider(fail = false): AiProvider {
  return {
    ...offlineProvider(),
    async respond(turn) {
      turns.push(turn);
      if (fail) throw new Error('engine down for card 4111 1111 1111 1111');
      return {
        id: `resp_${turns.length}`,
        outputText: `answer ${turns.length}`,
        model: 'offline',
        usage: { inputTokens: 1, cachedTokens: 0, outputTokens: 2 },
        numFileSearch: 1,
        numWebSearch: 0,
        functionCalls: 0,
        sources: [{ fileName: 'x.pdf', page: 1 }],
      };
    },
  };
}

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  turns.length = 0;
});
afterEach(async () => {
  setProviderForTests(undefined);
  useDatabaseForTests(undefined);
  await t.close();
});

describe('handleChatTurn', () => {
  it('creates a session, stores masked messages and logs the exchange', async () => {
    await seed();
    setProviderForTests(fakeProvider());
    const out = await handleChatTurn({
      pathname: 'alex_test',
      sessionId: null,
      message: 'mon adresse est bob@example.com',
      language: 'fr',
      selectedListingIds: null,
    });
    expect(out.sessionId).toMatch(/^sess_\d{12}[a-z0-9]{15}$/);
    expect(out.text).toBe('answer 1');
    expect(turns[0].language).toBe('fr');
    expect(turns[0].filter).toBeNull();
    const msgs = await t.db
      .selectFrom('chatMessages')
      .selectAll()
      .where('sessionId', '=', out.sessionId)
      .orderBy('id')
      .execute();
    expect(msgs.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(msgs[0].content).not.toContain('bob@example.com');
    const log = await t.db.selectFrom('responseLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      sessionId: out.sessionId,
      responseId: 'resp_1',
      needsFix: 0,
      cusResStatus: 'complete',
      source: 'UI',
      promptType: 'chat',
      searchContextSize: 'high',
    });
    expect(log.userInput).not.toContain('bob@example.com');
  });

  it('keeps the channel the session started with ("link" without one)', async () => {
    await seed();
    setProviderForTests(fakeProvider());
    const turn = { pathname: 'alex_test', message: 'hi', language: 'en', selectedListingIds: null };
    const a = await handleChatTurn({ ...turn, sessionId: null, leadSource: 'sign' });
    // The same visitor later opening the flyer's link keeps the first channel.
    await handleChatTurn({ ...turn, sessionId: a.sessionId, leadSource: 'flyer' });
    const b = await handleChatTurn({ ...turn, sessionId: null });
    const rows = await t.db.selectFrom('chatSessions').select(['id', 'leadSource']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.leadSource]))).toEqual({
      [a.sessionId]: 'sign',
      [b.sessionId]: 'link',
    });
  });

  it('answers in the language of the question, not the chosen one, and keeps the chosen one for short text', async () => {
    await seed();
    setProviderForTests(fakeProvider());
    const out = await handleChatTurn({
      pathname: 'alex_test',
      sessionId: null,
      message: '価格はいくらですか？',
      language: 'fr',
      selectedListingIds: null,
    });
    expect(turns[0].language).toBe('ja');
    expect(out.language).toBe('ja');
    const session = await t.db
      .selectFrom('chatSessions')
      .select('language')
      .where('id', '=', out.sessionId)
      .executeTakeFirstOrThrow();
    expect(session.language).toBe('ja');
    const short = await handleChatTurn({
      pathname: 'alex_test',
      sessionId: out.sessionId,
      message: '12 Main St',
      language: 'fr',
      selectedListingIds: null,
    });
    expect(turns[1].language).toBe('fr');
    expect(short.language).toBe('fr');
  });

  it('passes the file filter and a developer note when the selection changes, and the previous response id', async () => {
    const { ids } = await seed();
    setProviderForTests(fakeProvider());
    const first = await handleChatTurn({
      pathname: 'alex_test',
      sessionId: null,
      message: 'hi',
      language: 'en',
      selectedListingIds: [ids[1]],
    });
    expect(turns[0].filter).toEqual({ type: 'or', filters: [{ type: 'eq', key: 'fileId', value: `file-${ids[1]}` }] });
    expect(turns[0].input[0].role).toBe('developer');
    await handleChatTurn({
      pathname: 'alex_test',
      sessionId: first.sessionId,
      message: 'again',
      language: 'en',
      selectedListingIds: [ids[1]],
    });
    expect(turns[1].prevResponseId).toBe('resp_1');
    expect(turns[1].input.filter((i) => i.role === 'developer')).toHaveLength(1); // no new note
    await handleChatTurn({
      pathname: 'alex_test',
      sessionId: first.sessionId,
      message: 'all',
      language: 'en',
      selectedListingIds: ids,
    });
    expect(turns[2].filter).toBeNull();
    expect(turns[2].input.at(-2)?.role).toBe('developer');
  });

  it('sends only the last 9 input items', async () => {
    await seed();
    setProviderForTests(fakeProvider());
    let sid: string | null = null;
    for (let i = 0; i < 7; i++) {
      sid = (
        await handleChatTurn({
          pathname: 'alex_test',
          sessionId: sid,
          message: `q${i}`,
          language: 'en',
          selectedListingIds: null,
        })
      ).sessionId;
    }
    const last = turns.at(-1)!;
    expect(last.input).toHaveLength(9);
    expect(last.input.at(-1)).toEqual({ role: 'user', content: [{ type: 'input_text', text: 'q6' }] });
  });

  it('logs a failure with needsFix and returns the apology', async () => {
    await seed();
    setProviderForTests(fakeProvider(true));
    const out = await handleChatTurn({
      pathname: 'alex_test',
      sessionId: null,
      message: 'hello',
      language: 'en',
      selectedListingIds: null,
    });
    expect(out.failed).toBe(true);
    expect(out.text).toBe("Sorry, I wasn't able to respond to you. Please try again later. Thank you.");
    const log = await t.db.selectFrom('responseLogs').selectAll().executeTakeFirstOrThrow();
    expect(log).toMatchObject({ needsFix: 1, cusResStatus: 'incomplete' });
    expect(log.errorMsgs).toContain('engine down');
    expect(log.errorMsgs).not.toContain('4111 1111 1111 1111');
  });

  it('rejects an unknown assistant and empty input', async () => {
    await seed();
    await expect(
      handleChatTurn({ pathname: 'nobody', sessionId: null, message: 'x', language: 'en', selectedListingIds: null }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      handleChatTurn({
        pathname: 'alex_test',
        sessionId: null,
        message: '   ',
        language: 'en',
        selectedListingIds: null,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
