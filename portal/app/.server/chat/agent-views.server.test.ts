import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { leadsCsv, listConversations, type LeadRow } from './agent-views.server';

const row: LeadRow = {
  id: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
  assistantId: 1,
  ohaName: "Dana's Assistant",
  listingName: null,
  prospectName: 'Pat Visitor',
  prospectEmail: 'pat@example.net',
  prospectPhone: null,
  prospectRemarks: '=HYPERLINK("x")',
  attachTranscript: 0,
  source: 'modal',
  leadSource: 'open_house',
  sessionId: null,
};

describe('leads CSV', () => {
  it('names the source of each lead in its own column', () => {
    const [head, line] = leadsCsv([row, { ...row, id: 2, leadSource: 'nonsense' }])
      .replace('\uFEFF', '')
      .split('\r\n');
    const columns = head!.split(',');
    expect(columns).toContain('Source');
    expect(line!.split(',')[columns.indexOf('Source')]).toBe('Open house stand');
    expect(leadsCsv([{ ...row, leadSource: 'nonsense' }])).toContain(',Direct link,');
    // Formula-looking cells are still defused.
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('conversations list', () => {
  it("lists the agent's own sessions, newest first, with their visible message count and first question", async () => {
    const t = await openTestDatabase();
    try {
      const me = await seedAgent(t.db, { email: 'me@example.com' });
      const other = await seedAgent(t.db, { email: 'other@example.com', pathname: 'p_other' });
      const session = async (id: string, assistantId: number, updatedAt: string, messages: [string, string][]) => {
        await t.db
          .insertInto('chatSessions')
          .values({ id, assistantId, language: 'en', createdAt: updatedAt, updatedAt })
          .execute();
        for (const [role, content] of messages) {
          await t.db.insertInto('chatMessages').values({ sessionId: id, role, type: 'text', content }).execute();
        }
      };
      await session('sess_old', me.assistantId, '2026-11-20T10:00:00.000Z', [
        ['developer', 'note'],
        ['user', 'Is there parking?'],
        ['assistant', 'Yes.'],
        ['user', 'How many spaces?'],
      ]);
      await session('sess_new', me.assistantId, '2026-11-25T10:00:00.000Z', []);
      await session('sess_theirs', other.assistantId, '2026-11-26T10:00:00.000Z', [['user', 'Hello']]);

      const rows = await listConversations(me.userId, {}, t.db);
      expect(rows.map((r) => [r.id, r.messageCount, r.firstQuestion, r.ohaName])).toEqual([
        ['sess_new', 0, null, "Dana's Assistant"],
        ['sess_old', 3, 'Is there parking?', "Dana's Assistant"],
      ]);
      expect(typeof rows[0]!.messageCount).toBe('number');
      const filtered = await listConversations(me.userId, { assistantId: other.assistantId }, t.db);
      expect(filtered).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
