import { describe, expect, it } from 'vitest';
import { leadsCsv, type LeadRow } from './agent-views.server';

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
