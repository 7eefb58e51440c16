// Test helper: made-up agents with listings, documents and insider notes seeded into a test
// database through the ingestion code (onDocumentIndexed), and a question asked the way the
// chat asks it. Used by the unit tests that check the engine on documents it has never seen.
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../../../db.server';
import { buildExtraInfoDocument } from '../../../ingest/extra-info.server';
import { answerTurn } from '../answer.server';
import { onDocumentIndexed } from '../extraction/facts.server';

export interface WorldListing {
  key: string;
  name: string;
  status?: string;
  docs: Array<{ n: string; text: string; page?: number }>;
  notes?: string;
}
export interface WorldAgent {
  f: string;
  l: string;
  phone: string;
  email: string;
}
export interface World {
  /** The answer text to a question, about one listing (its key) or all of them (null). */
  ask(key: string | null, lang: string, text: string): Promise<string>;
  close(): Promise<void>;
}

export async function seedWorld(agent: WorldAgent, listings: WorldListing[]): Promise<World> {
  const t = await openTestDatabase();
  useDatabaseForTests(t);
  const user = await t.db
    .insertInto('users')
    .values({ email: agent.email, passwordHash: 'x', roles: '[2024]', fName: agent.f, lName: agent.l })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await t.db
    .insertInto('assistants')
    .values({
      assistantPathname: agent.email,
      realtorUserId: user.id,
      ohaName: `${agent.f}'s`,
      publicEmail: agent.email,
      publicPhone: agent.phone,
      companyName: 'Realty',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const files = new Map<string, string[]>();
  for (const l of listings) {
    const status = l.status ?? 'Active Listing';
    const notes = l.notes ?? '';
    const row = await t.db
      .insertInto('listings')
      .values({
        assistantId: a.id,
        realtorUserId: user.id,
        listingName: l.name,
        listingStatus: status,
        insiderInfo: notes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const extra = buildExtraInfoDocument({ listingName: l.name, listingStatus: status, insiderInfo: notes });
    const docs = [...l.docs.map((d) => ({ ...d, extra: false })), { n: extra.fileName, text: extra.text, extra: true }];
    const ids: string[] = [];
    for (const d of docs) {
      const fileId = `${l.key}-${ids.length}`;
      ids.push(fileId);
      const doc = await t.db
        .insertInto('documents')
        .values({
          listingId: row.id,
          fileId,
          fileName: d.n,
          kind: 'txt',
          sizeBytes: d.text.length,
          storagePath: 'x',
          sha256: 'x',
          isExtraInfo: d.extra ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await onDocumentIndexed(t.db, {
        documentId: doc.id,
        listingId: row.id,
        fileName: d.n,
        isExtraInfo: d.extra,
        pages: [{ page: 'page' in d && d.page ? d.page : null, text: d.text }],
      });
    }
    files.set(l.key, ids);
  }
  return {
    async ask(key, lang, text) {
      const filter = key
        ? {
            type: 'or' as const,
            filters: files.get(key)!.map((value) => ({ type: 'eq' as const, key: 'fileId' as const, value })),
          }
        : null;
      const r = await answerTurn({
        assistantId: a.id,
        realtorUserId: 1,
        vectorStoreId: null,
        sessionId: `world-${Math.random()}`,
        language: lang,
        instructions: '',
        input: [{ role: 'user', content: [{ type: 'input_text', text }] }],
        filter,
        prevResponseId: null,
        countryCode: 'CA',
      });
      return r.outputText;
    },
    async close() {
      useDatabaseForTests(undefined);
      await t.close();
    },
  };
}

/** The scorer's comparison: case, spaces, commas, periods and "$" do not count. */
export const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s,.$]/g, '');
