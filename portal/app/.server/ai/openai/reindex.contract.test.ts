// Contract test: `oha reindex` against the hosted provider, replaying recorded OpenAI exchanges.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { useDatabaseForTests } from '../../db.server';
import { reindexAll } from '../reindex.server';
import { openaiProvider } from './provider.server';
import { loadRecording, startReplay, type Recording, type ReplayServer } from './replay-server';
import { fsStorage } from '../../storage/fs-storage.server';

type ReindexRecording = Recording & {
  seed: {
    oldVectorStoreId: string;
    documents: Array<{ fileId: string; fileName: string; text: string; isExtraInfo: number }>;
  };
  expected: { vectorStoreId: string; fileIds: string[] };
};

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let replay: ReplayServer | undefined;
beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  await replay?.close();
  useDatabaseForTests(undefined);
  await t.close();
});

describe('contract: OpenAI reindex from stored documents', () => {
  it('uploads each stored file, creates {fName}{lName}_VS, attaches with attributes, then removes the old store and files', async () => {
    const rec = loadRecording<ReindexRecording>('reindex-hosted');
    const user = await t.db
      .insertInto('users')
      .values({ email: 'alex@example.com', passwordHash: 'x', roles: '[2024]', fName: 'Alex', lName: 'Morgan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assistant = await t.db
      .insertInto('assistants')
      .values({
        assistantPathname: 'alex_1',
        realtorUserId: user.id,
        ohaName: "Alex's Assistant",
        publicEmail: 'a@example.com',
        publicPhone: '1',
        published: 1,
        vectorStoreId: rec.seed.oldVectorStoreId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = await t.db
      .insertInto('listings')
      .values({
        assistantId: assistant.id,
        realtorUserId: user.id,
        listingName: '12 Birch Lane',
        insiderInfo: '',
        listingStatus: 'Active Listing',
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const d of rec.seed.documents) {
      const storagePath = `files/${listing.id}/${d.fileName}`;
      fs.mkdirSync(path.join(t.dir, path.dirname(storagePath)), { recursive: true });
      fs.writeFileSync(path.join(t.dir, storagePath), d.text);
      await t.db
        .insertInto('documents')
        .values({
          listingId: listing.id,
          fileId: d.fileId,
          fileName: d.fileName,
          kind: 'txt',
          sizeBytes: d.text.length,
          storagePath,
          sha256: 'x',
          pageCount: null,
          isExtraInfo: d.isExtraInfo,
        })
        .execute();
    }

    replay = await startReplay(rec.exchanges);
    const provider = openaiProvider({
      apiKey: 'sk-test-reindex',
      baseURL: replay.baseURL,
      model: 'gpt-4.1-2025-04-14',
      attachDelayMs: 0,
    });
    const report = await reindexAll(t.db, provider, { store: fsStorage(t.dir) });

    expect(replay.mismatches).toEqual([]);
    expect(replay.remaining()).toBe(0);
    expect(report).toEqual({ assistants: 1, documents: 2, failures: [] });
    for (const [i, ex] of rec.exchanges.entries()) {
      const got = replay.received[i];
      if (ex.request.json) expect(got.json).toEqual(ex.request.json);
      if (ex.request.multipart) {
        expect(got.form?.get('purpose')).toBe('assistants');
        expect((got.form?.get('file') as File).name).toBe((ex.request.multipart.file as { filename: string }).filename);
      }
    }
    expect((await t.db.selectFrom('assistants').select('vectorStoreId').executeTakeFirstOrThrow()).vectorStoreId).toBe(
      rec.expected.vectorStoreId,
    );
    expect((await t.db.selectFrom('documents').select('fileId').orderBy('id').execute()).map((d) => d.fileId)).toEqual(
      rec.expected.fileIds,
    );
    // Hosted mode keeps the local text index as it was: no knowledge-base rows are made here.
    expect(await t.db.selectFrom('knowledgeBases').selectAll().execute()).toEqual([]);
  });
});
