import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { seedAgent } from '@db/test-seed';
import { useDatabaseForTests } from '../../db.server';
import type { ChatTurn } from '../provider.server';
import { answerTurn } from './answer.server';
import { AnswerPool, answerWorkerScript } from './answer-pool.server';
import { onDocumentIndexed } from './extraction/facts.server';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
let pool: AnswerPool | undefined;
let assistantId = 0;
let listingId = 0;

async function addDocument(name: string, text: string) {
  const { id: documentId } = await t.db
    .insertInto('documents')
    .values({ listingId, fileId: name, fileName: name, kind: 'txt', sizeBytes: 1, storagePath: 'x', sha256: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await onDocumentIndexed(t.db, {
    documentId,
    listingId,
    fileName: name,
    isExtraInfo: false,
    pages: [{ page: 1, text }],
  });
}

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  const seeded = await seedAgent(t.db, { fName: 'Ana' });
  assistantId = seeded.assistantId;
  ({ id: listingId } = await t.db
    .insertInto('listings')
    .values({
      assistantId,
      realtorUserId: seeded.userId,
      listingName: '14 Alder Street, Nelson, BC',
      insiderInfo: '',
      listingStatus: 'Active Listing',
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  await addDocument('sheet.txt', 'Asking price: $689,000\nBedrooms: 3\nThe roof was replaced in 2019.');
});

afterEach(async () => {
  await pool?.close();
  pool = undefined;
  useDatabaseForTests(undefined);
  await t.close();
}, 60_000);

const turn = (text: string): ChatTurn => ({
  assistantId,
  realtorUserId: 1,
  vectorStoreId: null,
  sessionId: `pool-${Math.random()}`,
  language: 'en',
  instructions: '',
  input: [{ role: 'user', content: [{ type: 'input_text', text }] }],
  filter: null,
  prevResponseId: null,
  countryCode: 'CA',
});

const start = (opts: { timeoutMs?: number } = {}) =>
  new AnswerPool({ ...answerWorkerScript(), size: 1, databaseFile: path.join(t.dir, 'oha.sqlite'), ...opts });

// A worker boots the TypeScript loader and the engine: seconds on a quiet machine, far more when
// the two cores are shared, so the limits only catch a hang.
describe('answer pool (worker threads)', { timeout: 180_000 }, () => {
  it('answers in a worker thread what the engine answers in this one, from its own connection', async () => {
    pool = start();
    for (const q of ['What is the asking price?', 'When was the roof replaced?', 'Is there a pool?']) {
      const inWorker = await pool.answer(turn(q));
      const here = await answerTurn(turn(q));
      expect({ ...inWorker, id: '' }).toEqual({ ...here, id: '' });
    }
    expect((await pool.answer(turn('What is the asking price?'))).outputText).toContain('689,000');
  });

  it('a document added after the worker started is answered from (its connection sees the commit)', async () => {
    pool = start();
    expect((await pool.answer(turn('Is there a heat pump?'))).outputText).toContain('##CONTACT');
    await addDocument('mechanical.txt', 'A heat pump was installed in 2022 and heats the whole house.');
    pool.refresh(listingId);
    expect((await pool.answer(turn('Is there a heat pump?'))).outputText).toContain('2022');
  });

  it('a worker that does not answer in time fails its turn and is replaced', async () => {
    pool = start({ timeoutMs: 1 });
    await expect(pool.answer(turn('What is the asking price?'))).rejects.toThrow('took too long');
    await pool.close();
    // A new worker boots (tsx's loader, the glossary) on a machine that may be busy: no time limit that matters.
    pool = start({ timeoutMs: 600_000 });
    expect((await pool.answer(turn('What is the asking price?'))).outputText).toContain('689,000');
  }, 600_000);
});
