import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@db/connection';
import type { Email } from '@db/schema';
import { useDatabaseForTests } from '../db.server';
import { resetRateLimitsForTests } from '../rate-limit.server';
import { setTransportForTests } from '../email/email.server';
import { loadPublicAssistant } from './assistant-info.server';
import { createLead, LeadInput } from './leads.server';
import { emailTranscript } from './transcript.server';
import { recordFeedback } from './feedback.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const sent: Email[] = [];

async function seed() {
  const { id: userId } = await t.db
    .insertInto('users')
    .values({ email: 'owner@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Alex', lName: 'Morgan' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: 'alex_t',
      realtorUserId: userId,
      ohaName: "Alex's Assistant",
      publicEmail: 'agent@example.com',
      publicPhone: '555',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('listings')
    .values({
      assistantId: id,
      realtorUserId: userId,
      listingName: '12 Main St',
      insiderInfo: '',
      listingStatus: 'Active Listing',
      published: 1,
    })
    .execute();
  const sessionId = 'sess_202611210900abcdefghijklmno';
  await t.db.insertInto('chatSessions').values({ id: sessionId, assistantId: id, language: 'en' }).execute();
  await t.db
    .insertInto('chatMessages')
    .values([
      { sessionId, role: 'user', type: 'text', content: 'Is there <b>parking</b>?' },
      { sessionId, role: 'developer', type: 'text', content: 'internal note' },
      { sessionId, role: 'assistant', type: 'text', content: 'Yes, **one stall**.【1:0†a.pdf】', responseId: 'resp_1' },
    ])
    .execute();
  return { assistant: (await loadPublicAssistant('alex_t', t.db))!, sessionId };
}

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  await resetRateLimitsForTests();
  sent.length = 0;
  setTransportForTests({ name: 'memory', deliver: async (e) => (sent.push(e), `m${sent.length}`) });
});
afterEach(async () => {
  setTransportForTests(undefined);
  useDatabaseForTests(undefined);
  await t.close();
});

describe('leads', () => {
  it('stores the lead and emails the agent, escaping what the visitor typed', async () => {
    const { assistant, sessionId } = await seed();
    const input = LeadInput.parse({
      pathname: 'alex_t',
      sessionId,
      listingName: '12 main st',
      name: '<script>x</script> Pat',
      email: 'pat@example.net',
      phone: '',
      remarks: 'Call me\n<img src=x onerror=alert(1)>',
      attachTranscript: true,
      source: 'modal',
    });
    await createLead(assistant, input, t.db);
    const lead = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ listingName: '12 Main St', sessionId, attachTranscript: 1, prospectPhone: null });
    expect(sent).toHaveLength(1);
    expect(sent[0].toAddress).toBe('agent@example.com');
    expect(sent[0].subject).toBe('New Contact Request for 12 Main St');
    expect(sent[0].html).not.toContain('<script>');
    expect(sent[0].html).not.toContain('<img');
    expect(sent[0].html).toContain('&lt;script&gt;');
    // The transcript: visible messages only, markdown rendered, citations stripped, no notes.
    expect(sent[0].html).toContain('<strong>one stall</strong>');
    expect(sent[0].html).not.toContain('internal note');
    expect(sent[0].html).not.toContain('【');
    expect(sent[0].html).toContain('Is there &lt;b&gt;parking&lt;/b&gt;?');
    // The agent's copy names the visitor; "You" would read as the agent.
    expect(sent[0].text).toContain('<script>x</script> Pat: Is there <b>parking</b>?');
    expect(sent[0].text).not.toContain('You:');
  });

  it('"Not specific" gives the plain subject; newlines cannot reach a header', async () => {
    const { assistant } = await seed();
    await createLead(
      assistant,
      LeadInput.parse({
        pathname: 'alex_t',
        listingName: 'Not specific',
        name: 'A',
        email: 'a@b.co',
        remarks: 'r',
        source: 'inline',
      }),
      t.db,
    );
    await createLead(
      assistant,
      LeadInput.parse({
        pathname: 'alex_t',
        listingName: 'X\r\nBcc: victim@example.com',
        name: 'A',
        email: 'a@b.co',
        remarks: 'r',
        source: 'inline',
      }),
      t.db,
    );
    expect(sent[0].subject).toBe('New Contact Request');
    expect(sent[1].subject).not.toMatch(/[\r\n]/);
    expect(sent.every((m) => m.toAddress === 'agent@example.com')).toBe(true);
  });

  it("keeps the session's source, or the page's src when there is no session", async () => {
    const { assistant, sessionId } = await seed();
    await t.db.updateTable('chatSessions').set({ leadSource: 'sign' }).where('id', '=', sessionId).execute();
    const base = { pathname: 'alex_t', name: 'A', email: 'a@b.co', remarks: 'r', source: 'modal' };
    // The session's channel wins over whatever the page says now.
    const a = await createLead(assistant, LeadInput.parse({ ...base, sessionId, src: 'flyer' }), t.db);
    const b = await createLead(assistant, LeadInput.parse({ ...base, src: 'flyer' }), t.db);
    const c = await createLead(assistant, LeadInput.parse({ ...base, src: 'billboard' }), t.db);
    const d = await createLead(
      assistant,
      LeadInput.parse({ ...base, sessionId: 'sess_202611210900zzzzzzzzzzzzzzz', src: 'mls' }),
      t.db,
    );
    const rows = await t.db.selectFrom('leads').select(['id', 'leadSource', 'sessionId']).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.leadSource, r.sessionId])).toEqual([
      [a.leadId, 'sign', sessionId],
      [b.leadId, 'flyer', null],
      [c.leadId, 'link', null],
      [d.leadId, 'mls', null],
    ]);
    expect(sent[0].text).toContain('Source: For Sale sign');
  });

  it('rejects a lead without a valid email or message', () => {
    expect(
      LeadInput.safeParse({ pathname: 'p', name: 'A', email: 'nope', remarks: 'x', source: 'modal' }).success,
    ).toBe(false);
    expect(
      LeadInput.safeParse({ pathname: 'p', name: 'A', email: 'a@b.co', remarks: ' ', source: 'modal' }).success,
    ).toBe(false);
  });
});

describe('transcript', () => {
  it('goes to the typed address only, from the stored session', async () => {
    const { assistant, sessionId } = await seed();
    expect(await emailTranscript(assistant, sessionId, 'me@example.org', t.db)).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: 'me@example.org',
      subject: 'Your Chat History from Open House Assistant',
      kind: 'transcript',
    });
    expect(sent[0].html).toContain('<strong>one stall</strong>');
    // It says who asked for it, so the owner of a stranger's address knows why it came.
    expect(sent[0].text).toContain(
      "a visitor of Alex's Assistant's chat asked for this conversation to be sent to me@example.org",
    );
    expect(sent[0].html).toContain('asked for this conversation to be sent to me@example.org');
  });

  it('sends one transcript per session and address per hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { assistant, sessionId } = await seed();
      expect(await emailTranscript(assistant, sessionId, 'me@example.org', t.db)).toEqual({ ok: true });
      const again = await emailTranscript(assistant, sessionId, 'ME@example.org', t.db);
      expect(again).toMatchObject({ ok: false, status: 429, code: 'already_sent', retryAfter: 3600 });
      // Another address of the same session is its own transcript.
      expect(await emailTranscript(assistant, sessionId, 'other@example.org', t.db)).toEqual({ ok: true });
      vi.advanceTimersByTime(59 * 60_000);
      expect((await emailTranscript(assistant, sessionId, 'me@example.org', t.db)).ok).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect(await emailTranscript(assistant, sessionId, 'me@example.org', t.db)).toEqual({ ok: true });
      expect(sent.map((m) => m.toAddress)).toEqual(['me@example.org', 'other@example.org', 'me@example.org']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is written in the chat's language, from the catalogs", async () => {
    const { assistant, sessionId } = await seed();
    await t.db.updateTable('chatSessions').set({ language: 'fr' }).where('id', '=', sessionId).execute();
    expect(await emailTranscript(assistant, sessionId, 'moi@example.org', t.db)).toEqual({ ok: true });
    expect(sent[0].subject).toBe('Votre historique de conversation avec Open House Assistant');
    expect(sent[0].text).toContain("Voici votre conversation avec Alex's Assistant (");
    expect(sent[0].text).toContain('Vous: Is there <b>parking</b>?');
    expect(sent[0].text).toContain('soit envoyée à moi@example.org');
    expect(sent[0].html).toContain('Des questions ? Contactez Alex Morgan : agent@example.com 555');
    expect(sent[0].html).not.toMatch(/Questions\? Contact|Here is your chat/);
    const again = await emailTranscript(assistant, sessionId, 'moi@example.org', t.db);
    expect(again).toMatchObject({
      ok: false,
      error:
        "L'historique de cette conversation a déjà été envoyé à cette adresse. Vous pourrez le renvoyer dans une heure.",
    });
  });

  it('refuses a session of another assistant or an empty one', async () => {
    const { assistant } = await seed();
    const r = await emailTranscript(assistant, 'sess_202611210900zzzzzzzzzzzzzzz', 'me@example.org', t.db);
    expect(r.ok).toBe(false);
    expect(sent).toHaveLength(0);
  });
});

describe('feedback', () => {
  it('records one reaction per answer with the masked question', async () => {
    const { assistant, sessionId } = await seed();
    expect(await recordFeedback(assistant, sessionId, 'resp_1', 'validated', t.db)).toBe('ok');
    expect(await recordFeedback(assistant, sessionId, 'resp_1', 'need-correction', t.db)).toBe('duplicate');
    expect(await recordFeedback(assistant, sessionId, 'resp_x', 'validated', t.db)).toBe('not-found');
    const rows = await t.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tag: 'validated', question: 'Is there <b>parking</b>?', responseId: 'resp_1' });
  });
});
