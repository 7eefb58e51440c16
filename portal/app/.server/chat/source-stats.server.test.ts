import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { sourceStats } from './source-stats.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
});
afterEach(async () => {
  await t.close();
});

const agentWithAssistant = (email: string) => seedAgent(t.db, { email, fName: 'A', lName: 'B' });

let n = 0;
async function chat(assistantId: number, leadSource: string, createdAt: string) {
  const id = `sess_${String(++n).padStart(27, '0')}`;
  await t.db.insertInto('chatSessions').values({ id, assistantId, language: 'en', leadSource, createdAt }).execute();
}

async function lead(userId: number, assistantId: number, leadSource: string, createdAt: string) {
  await t.db
    .insertInto('leads')
    .values({
      assistantId,
      realtorUserId: userId,
      prospectName: 'P',
      prospectEmail: 'p@example.com',
      prospectRemarks: 'hi',
      source: 'modal',
      leadSource,
      createdAt,
    })
    .execute();
}

describe('chats and leads per source', () => {
  it("counts the last 30 days of the agent's own assistants, every source listed", async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const me = await agentWithAssistant('me@example.com');
    const other = await agentWithAssistant('other@example.com');
    await chat(me.assistantId, 'sign', '2026-11-24T10:00:00.000Z');
    await chat(me.assistantId, 'sign', '2026-11-01T10:00:00.000Z');
    await chat(me.assistantId, 'sign', '2026-10-20T10:00:00.000Z'); // older than 30 days
    await chat(me.assistantId, 'website', '2026-11-20T10:00:00.000Z');
    await chat(me.assistantId, 'mystery', '2026-11-20T10:00:00.000Z'); // unknown: a direct link
    await chat(other.assistantId, 'sign', '2026-11-24T10:00:00.000Z');
    await lead(me.userId, me.assistantId, 'sign', '2026-11-24T10:05:00.000Z');
    await lead(me.userId, me.assistantId, 'link', '2026-11-24T10:05:00.000Z');
    await lead(other.userId, other.assistantId, 'sign', '2026-11-24T10:05:00.000Z');

    const stats = await sourceStats(me.userId, { now }, t.db);
    expect(stats.map((s) => s.source)).toEqual([
      'sign',
      'open_house',
      'flyer',
      'mailer',
      'social',
      'mls',
      'website',
      'link',
    ]);
    const by = Object.fromEntries(stats.map((s) => [s.source, [s.chats, s.leads]]));
    expect(by).toMatchObject({ sign: [2, 1], website: [1, 0], link: [1, 1], flyer: [0, 0] });
  });
});
