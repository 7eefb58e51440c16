import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@db/connection';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import { setProviderForTests } from '../ai/index.server';
import { offlineProvider } from '../ai/offline/provider.server';
import { resetConfigForTests } from '../config.server';
import { useDatabaseForTests } from '../db.server';
import { PortalError } from '../errors.server';
import { searchChunks } from '../ingest/search-index.server';
import { stageUpload } from '../ingest/staging.server';
import {
  createAssistant,
  deleteAssistant,
  findAssistant,
  listAssistants,
  setAllowedOrigins,
  updateContact,
} from './assistants.server';
import { addFiles, deleteAllFiles, deleteFile } from './documents.server';
import { addListing, deleteListing, findListing, listListingsByAssistant, updateListing } from './listings.server';

// The answer engine's ingestion hook, controllable so a test can make ingestion fail midway.
const facts = vi.hoisted(() => ({ calls: 0, failOnCall: 0 }));
vi.mock('../ai/offline/extraction/facts.server', () => ({
  onDocumentIndexed: async () => {
    facts.calls++;
    if (facts.calls === facts.failOnCall) throw new Error('facts extraction failed');
  },
}));

const FIXTURES = path.join(__dirname, '..', 'ingest', 'fixtures');
type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let t: TestDb;

beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
  process.env.DATA_DIR = t.dir;
  process.env.PUBLIC_URL = 'http://oha.test';
  resetConfigForTests();
  setProviderForTests(undefined);
  facts.calls = 0;
  facts.failOnCall = 0;
});

afterEach(async () => {
  setProviderForTests(undefined);
  useDatabaseForTests(undefined);
  await t.close();
  delete process.env.DATA_DIR;
  delete process.env.PUBLIC_URL;
  resetConfigForTests();
});

async function newUser(email = 'jane@example.com'): Promise<number> {
  const u = await t.db
    .insertInto('users')
    .values({ email, passwordHash: 'x', roles: '[2024]', fName: 'X', lName: 'Y' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return u.id;
}

async function stage(userId: number, ...names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const r = await stageUpload(userId, { name, bytes: fs.readFileSync(path.join(FIXTURES, name)) });
    if (!r.ok) throw new Error(r.message);
    ids.push(r.uploadId);
  }
  return ids;
}

const contact = {
  fName: 'Jane',
  lName: 'Doe',
  email: 'jane.public@example.com',
  phone: '604-555-0100',
  companyName: 'Acme Realty',
  website: 'acme.example',
};
const listing = {
  listingName: '1208 Harbour View Lane',
  listingStatus: 'Active Listing',
  insiderInfo: 'Sellers prefer a January completion.',
};

/** Every regular file under DATA_DIR/files and DATA_DIR/staging. */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(t.dir, p));
    }
  };
  walk(path.join(t.dir, 'files'));
  walk(path.join(t.dir, 'staging'));
  return out.sort();
}

async function count(table: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
  return Number(r.rows[0]!.n);
}

const CONTENT_TABLES = [
  'assistants',
  'listings',
  'documents',
  'chunks',
  'chunks_fts',
  'knowledge_bases',
  'knowledge_base_files',
  'listing_facts',
];
async function expectNothingStored() {
  for (const table of CONTENT_TABLES) expect(await count(table), table).toBe(0);
  expect(storedFiles().filter((f) => !f.startsWith('staging'))).toEqual([]);
}

// Reads real documents in-process, twice over (SQLite and PostgreSQL) on a shared machine.
describe('createAssistant', { timeout: 120_000 }, () => {
  it('creates the assistant, listing, documents, index and knowledge base, reporting unreadable files', async () => {
    const userId = await newUser();
    const uploadIds = await stage(
      userId,
      'feature-sheet.pdf',
      'notes.docx',
      'encrypted.pdf',
      'zip-bomb.docx',
      'scanned.pdf',
    );
    const { assistant, failedFiles } = await createAssistant(t.db, userId, { listing, contact, uploadIds });

    // Files are read after the records are stored: unreadable ones end `failed` with their reason.
    expect(failedFiles).toEqual([]);
    expect(assistant).toMatchObject({
      ohaName: "Jane's Assistant",
      displayName: 'Jane',
      fName: 'Jane',
      lName: 'Doe',
      publicEmail: 'jane.public@example.com',
      companyName: 'Acme Realty',
      realtorWebsite: 'https://acme.example',
      allowedOrigins: [],
      listings: [{ listingName: '1208 Harbour View Lane', listingStatus: 'Active Listing' }],
    });
    expect(assistant.assistantPathname).toMatch(/^jane_[0-9a-f]{20}$/);
    expect(assistant.chatUrl).toBe(`http://oha.test/assistants/${assistant.assistantPathname}`);

    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ fName: 'Jane', lName: 'Doe', publicPhone: '604-555-0100' });

    const all = await t.db.selectFrom('documents').selectAll().orderBy('id').execute();
    expect(all.map((d) => [d.fileName, d.kind, d.isExtraInfo, d.pageCount, d.status, d.failureReason])).toEqual([
      ['feature-sheet.pdf', 'pdf', 0, 2, 'ready', null],
      ['notes.docx', 'docx', 0, null, 'ready', null],
      ['encrypted.pdf', 'pdf', 0, null, 'failed', FILE_FAILURE_REASONS.encrypted],
      ['zip-bomb.docx', 'docx', 0, null, 'failed', FILE_FAILURE_REASONS.zipBomb],
      ['scanned.pdf', 'pdf', 0, null, 'failed', FILE_FAILURE_REASONS.noTextOcr],
      ['1208-Harbour-View-Lane_listingExtraInfo_ND.doc', 'txt', 1, null, 'ready', null],
    ]);
    const docs = all.filter((d) => d.status === 'ready');
    const listingId = assistant.listings[0]!.id;
    for (const d of docs) {
      expect(d.storagePath).toBe(`files/${listingId}/${d.id}-${d.fileName}`);
      expect(fs.existsSync(path.join(t.dir, d.storagePath))).toBe(true);
    }
    // The failed files' bytes stay beside their rows (the agent removes them), the staged uploads are gone.
    expect(storedFiles()).toEqual(all.map((d) => d.storagePath).sort());

    const kb = await t.db.selectFrom('knowledgeBases').selectAll().executeTakeFirstOrThrow();
    const row = await t.db.selectFrom('assistants').select('vectorStoreId').executeTakeFirstOrThrow();
    expect(kb).toMatchObject({ id: row.vectorStoreId, name: 'JaneDoe_VS', provider: 'offline' });
    const kbFiles = await t.db.selectFrom('knowledgeBaseFiles').selectAll().execute();
    expect(
      kbFiles
        .map((f) => JSON.parse(f.attributes))
        .filter((a) => docs.some((d) => d.fileId === a.fileId))
        .sort((a, b) => a.fileName.localeCompare(b.fileName)),
    ).toEqual([
      { fileId: docs[2]!.fileId, fileName: '1208-Harbour-View-Lane_listingExtraInfo_ND' },
      { fileId: docs[0]!.fileId, fileName: 'feature-sheet' },
      { fileId: docs[1]!.fileId, fileName: 'notes' },
    ]);

    if (t.dialect === 'sqlite') {
      const hits = await searchChunks(t.db, { listingIds: [listingId], query: 'school catchment' });
      expect(hits[0]).toMatchObject({ fileName: 'feature-sheet.pdf', page: 2 });
      const notes = await searchChunks(t.db, { listingIds: [listingId], query: 'January completion' });
      expect(notes[0]).toMatchObject({ isExtraInfo: true });
      expect(notes[0]!.text).toContain('Insider property info: Sellers prefer a January completion.');
    }
    expect(facts.calls).toBe(3);
  });

  it('enforces the creation limit', async () => {
    const userId = await newUser();
    await createAssistant(t.db, userId, { listing, contact, uploadIds: await stage(userId, 'notes.doc') });
    const again = createAssistant(t.db, userId, { listing, contact, uploadIds: await stage(userId, 'notes.doc') });
    await expect(again).rejects.toMatchObject({
      code: 'LIMIT',
      status: 409,
      message: "Oops! You've reached your Open House Assistant creation limit.",
    });
    expect(await count('assistants')).toBe(1);
  });

  it('creates nothing when an upload is gone, and names the file', async () => {
    const userId = await newUser();
    const [kept] = await stage(userId, 'notes.docx');
    const err = await createAssistant(t.db, userId, {
      listing,
      contact,
      uploadIds: [kept!, '0'.repeat(32)],
      uploadNames: ['notes.docx', 'price=450k.pdf'],
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INVALID', status: 409, uploadIds: ['0'.repeat(32)] });
    expect((err as Error).message).toBe(
      'The file (price=450k.pdf) is no longer available. Please remove it and upload it again.',
    );
    await expectNothingStored();
    // Uploading the missing file again and submitting once more works, with the kept upload.
    const [again] = await stage(userId, 'feature-sheet.pdf');
    const ok = await createAssistant(t.db, userId, { listing, contact, uploadIds: [kept!, again!] });
    expect(ok.failedFiles).toEqual([]);
  });

  it('leaves nothing behind when storing the records fails midway (after files were written)', async () => {
    const userId = await newUser();
    const uploadIds = await stage(userId, 'feature-sheet.pdf', 'notes.docx', 'cjk-utf8.txt');
    facts.failOnCall = 1; // the extra-info document, indexed inside the creation transaction
    const deleted: string[] = [];
    const base = offlineProvider();
    setProviderForTests({ ...base, deleteFile: async (id) => (deleted.push(id), base.deleteFile(id)) });
    const err = await createAssistant(t.db, userId, { listing, contact, uploadIds }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortalError);
    expect(err).toMatchObject({
      code: 20013,
      message: 'The listing cannot be added to your assistant successfully. Please contact us directly.',
    });
    await expectNothingStored();
    expect(deleted).toHaveLength(4); // three files and the extra-info document
    // The staged uploads stay, so the agent can try again without re-uploading.
    facts.failOnCall = 0;
    const ok = await createAssistant(t.db, userId, { listing, contact, uploadIds });
    expect(ok.failedFiles).toEqual([]);
    expect(await count('documents')).toBe(4);
  });

  it('leaves nothing behind when the knowledge base cannot be created', async () => {
    const userId = await newUser();
    setProviderForTests({
      ...offlineProvider(),
      createVectorStore: async () => {
        throw new Error('provider down');
      },
    });
    const err = await createAssistant(t.db, userId, {
      listing,
      contact,
      uploadIds: await stage(userId, 'notes.docx'),
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 40001,
      message:
        'The file(s) cannot be added to your vector store in the AI provider successfully. Please try again later.',
    });
    await expectNothingStored();
  });

  it('fails with 20010 and stores nothing when the assistant record cannot be added', async () => {
    const err = await createAssistant(t.db, 9999, { listing, contact, uploadIds: [] }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 20010,
      message: 'Oops! The assistant cannot be added successfully. Please try again later.',
    });
    await expectNothingStored();
  });

  it('tries a failing upload 3 times, extracts once, and reports the file', async () => {
    const userId = await newUser();
    const attempts: Record<string, number> = {};
    const base = offlineProvider();
    setProviderForTests({
      ...base,
      uploadFile: async (f) => {
        attempts[f.fileName] = (attempts[f.fileName] ?? 0) + 1;
        if (f.fileName === 'notes.doc') throw new Error('503');
        if (f.fileName === 'notes.docx' && attempts[f.fileName]! < 3) throw new Error('timeout');
        return base.uploadFile(f);
      },
    });
    const { failedFiles } = await createAssistant(t.db, userId, {
      listing,
      contact,
      uploadIds: await stage(userId, 'notes.doc', 'notes.docx'),
    });
    expect(failedFiles).toEqual([{ name: 'notes.doc', reason: 'the file cannot be uploaded to the AI provider' }]);
    expect(attempts['notes.doc']).toBe(3);
    expect(attempts['notes.docx']).toBe(3);
    expect(
      (await t.db.selectFrom('documents').select('fileName').where('isExtraInfo', '=', 0).execute()).map(
        (d) => d.fileName,
      ),
    ).toEqual(['notes.docx']);
  });

  it('refuses invalid contact input on the server too', async () => {
    const userId = await newUser();
    await expect(
      createAssistant(t.db, userId, { listing, contact: { ...contact, fName: 'Ja ne' }, uploadIds: [] }),
    ).rejects.toMatchObject({
      code: 'INVALID',
      status: 400,
    });
    await expect(
      createAssistant(t.db, userId, { listing, contact: { ...contact, phone: ' ' }, uploadIds: [] }),
    ).rejects.toMatchObject({
      message: 'Please fill in all the required fields.',
    });
  });
});

describe('ownership', () => {
  it('reports missing and forbidden items, and refuses another agent’s mutations with 403', async () => {
    const owner = await newUser();
    const other = await newUser('other@example.com');
    const { assistant } = await createAssistant(t.db, owner, {
      listing,
      contact,
      uploadIds: await stage(owner, 'notes.docx'),
    });
    const listingId = assistant.listings[0]!.id;

    expect((await findAssistant(t.db, owner, assistant.id)).status).toBe('ok');
    expect(await findAssistant(t.db, other, assistant.id)).toEqual({ status: 'forbidden' });
    expect(await findAssistant(t.db, owner, 424242)).toEqual({ status: 'missing' });
    expect(await findListing(t.db, other, listingId)).toEqual({ status: 'forbidden' });
    expect(await findListing(t.db, owner, 424242)).toEqual({ status: 'missing' });
    expect(await listAssistants(t.db, other)).toEqual([]);
    expect(await listListingsByAssistant(t.db, other)).toEqual([]);

    const forbidden = { code: 'FORBIDDEN', status: 403 };
    await expect(deleteAssistant(t.db, other, assistant.id)).rejects.toMatchObject(forbidden);
    await expect(deleteListing(t.db, other, listingId)).rejects.toMatchObject(forbidden);
    await expect(updateListing(t.db, other, listingId, listing)).rejects.toMatchObject(forbidden);
    await expect(updateContact(t.db, other, assistant.id, contact)).rejects.toMatchObject(forbidden);
    await expect(addListing(t.db, other, { assistantId: assistant.id, listing, uploadIds: [] })).rejects.toMatchObject(
      forbidden,
    );
    await expect(addFiles(t.db, other, listingId, [])).rejects.toMatchObject(forbidden);
    await expect(deleteAllFiles(t.db, other, listingId)).rejects.toMatchObject(forbidden);
    await expect(setAllowedOrigins(t.db, other, assistant.id, [])).rejects.toMatchObject(forbidden);
    // Another agent's staged upload cannot be used either.
    const foreign = await stage(other, 'notes.doc');
    const err = await addListing(t.db, owner, {
      assistantId: assistant.id,
      listing: { ...listing, listingName: '2 Oak' },
      uploadIds: foreign,
      uploadNames: ['notes.doc'],
    }).catch((e: unknown) => e);
    // An error the agent sees, naming the file; nothing is created with the file silently missing.
    expect(err).toMatchObject({
      code: 'INVALID',
      uploadIds: foreign,
      message: 'The file (notes.doc) is no longer available. Please remove it and upload it again.',
    });
    expect(await count('listings')).toBe(1);
    expect(await count('documents')).toBe(2); // notes.docx + its listing's extra-info document
    expect(storedFiles().filter((f) => f.startsWith('staging'))).toHaveLength(2); // and stays staged (bin + meta)
  });
});

describe('listings and files', { timeout: 120_000 }, () => {
  it('adds no file when one of the uploads is gone, and names it', async () => {
    const userId = await newUser();
    const { assistant } = await createAssistant(t.db, userId, {
      listing,
      contact,
      uploadIds: await stage(userId, 'notes.docx'),
    });
    const listingId = assistant.listings[0]!.id;
    const before = await count('documents');
    const [kept] = await stage(userId, 'feature-sheet.pdf');
    const err = await addFiles(
      t.db,
      userId,
      listingId,
      [kept!, 'e'.repeat(32)],
      ['feature-sheet.pdf', 'Offer; final.pdf'],
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'INVALID',
      uploadIds: ['e'.repeat(32)],
      message: 'The file (Offer; final.pdf) is no longer available. Please remove it and upload it again.',
    });
    expect(await count('documents')).toBe(before);
    expect((await addFiles(t.db, userId, listingId, [kept!])).failedFiles).toEqual([]);
    expect(await count('documents')).toBe(before + 1);
  });

  it('adds a listing, rebuilds the extra-info document on update, and manages files', async () => {
    const userId = await newUser();
    const { assistant } = await createAssistant(t.db, userId, {
      listing,
      contact,
      uploadIds: await stage(userId, 'notes.docx'),
    });
    const { listingId, failedFiles } = await addListing(t.db, userId, {
      assistantId: assistant.id,
      listing: { listingName: '4471 West 12th Avenue', listingStatus: 'Coming Soon', insiderInfo: '' },
      uploadIds: await stage(userId, 'feature-sheet.pdf', 'corrupt.pdf'),
    });
    expect(failedFiles).toEqual([]);
    const grouped = await listListingsByAssistant(t.db, userId);
    expect(grouped).toEqual([
      {
        assistant: { id: assistant.id, displayName: 'Jane' },
        listings: [
          { id: assistant.listings[0]!.id, listingName: '1208 Harbour View Lane', listingStatus: 'Active Listing' },
          { id: listingId, listingName: '4471 West 12th Avenue', listingStatus: 'Coming Soon' },
        ],
      },
    ]);

    let found = await findListing(t.db, userId, listingId);
    if (found.status !== 'ok') throw new Error(found.status);
    expect(found.listing).toMatchObject({ assistantId: assistant.id, assistantName: 'Jane', insiderInfo: '' });
    // The extra-info document is hidden; the damaged file is listed with its reason.
    expect(found.listing.files.map((f) => [f.fileName, f.status, f.failureReason, f.pageCount])).toEqual([
      ['feature-sheet.pdf', 'ready', null, 2],
      ['corrupt.pdf', 'failed', FILE_FAILURE_REASONS.damaged, null],
    ]);
    await deleteFile(t.db, userId, listingId, found.listing.files[1]!.fileId);

    const extraText = async () => {
      const rows = await t.db
        .selectFrom('documents')
        .select(['storagePath', 'fileName'])
        .where('listingId', '=', listingId)
        .where('isExtraInfo', '=', 1)
        .execute();
      expect(rows).toHaveLength(1);
      return { ...rows[0]!, text: fs.readFileSync(path.join(t.dir, rows[0]!.storagePath), 'utf8') };
    };
    const before = await extraText();
    expect(before.text).toContain('Listing status: Coming Soon');
    expect(before.text).toContain('Insider property info: N/A');

    await updateListing(t.db, userId, listingId, {
      listingName: '4471 W 12th Ave',
      listingStatus: 'SOLD',
      insiderInfo: 'Roof replaced in 2019.',
    });
    const after = await extraText();
    expect(after.fileName).toBe('4471-W-12th-Ave_listingExtraInfo_ND.doc');
    expect(after.text).toMatch(/^4471 W 12th Ave\n/);
    expect(after.text).toContain('Listing status: SOLD');
    expect(after.text).toContain('Insider property info: Roof replaced in 2019.');
    expect(fs.existsSync(path.join(t.dir, before.storagePath))).toBe(false);
    if (t.dialect === 'sqlite') {
      expect((await searchChunks(t.db, { listingIds: [listingId], query: 'roof replaced' }))[0]!.isExtraInfo).toBe(
        true,
      );
      expect(await searchChunks(t.db, { listingIds: [listingId], query: 'Coming Soon' })).toEqual([]);
    }

    await addFiles(t.db, userId, listingId, await stage(userId, 'notes.doc', 'cjk-utf8.txt'));
    found = await findListing(t.db, userId, listingId);
    if (found.status !== 'ok') throw new Error(found.status);
    expect(found.listing.files.map((f) => f.fileName)).toEqual(['feature-sheet.pdf', 'notes.doc', 'cjk-utf8.txt']);
    if (t.dialect === 'sqlite') {
      expect((await searchChunks(t.db, { listingIds: [listingId], query: '天车站' }))[0]!.fileName).toBe(
        'cjk-utf8.txt',
      );
    }

    const pdf = found.listing.files[0]!;
    await deleteFile(t.db, userId, listingId, pdf.fileId);
    await expect(deleteFile(t.db, userId, listingId, pdf.fileId)).rejects.toMatchObject({ code: 'MISSING' });
    if (t.dialect === 'sqlite') {
      expect(await searchChunks(t.db, { listingIds: [listingId], query: 'Elsie Roy' })).toEqual([]);
    }
    expect(await deleteAllFiles(t.db, userId, listingId)).toBe(2);
    found = await findListing(t.db, userId, listingId);
    if (found.status !== 'ok') throw new Error(found.status);
    expect(found.listing.files).toEqual([]);
    expect(await count('knowledge_base_files')).toBe(3); // two extra-info documents and notes.docx
    await extraText(); // still there
  });

  it('deletes a listing with everything under it, and then the assistant with the rest', async () => {
    const userId = await newUser();
    const { assistant } = await createAssistant(t.db, userId, {
      listing,
      contact,
      uploadIds: await stage(userId, 'feature-sheet.pdf', 'cjk.docx'),
    });
    const second = await addListing(t.db, userId, {
      assistantId: assistant.id,
      listing: { ...listing, listingName: '2 Oak' },
      uploadIds: await stage(userId, 'notes.doc'),
    });
    const firstId = assistant.listings[0]!.id;

    await deleteListing(t.db, userId, firstId);
    expect(await findListing(t.db, userId, firstId)).toEqual({ status: 'missing' });
    expect(fs.existsSync(path.join(t.dir, 'files', String(firstId)))).toBe(false);
    expect(await t.db.selectFrom('documents').select('listingId').distinct().execute()).toEqual([
      { listingId: second.listingId },
    ]);
    expect(await t.db.selectFrom('chunks').select('listingId').distinct().execute()).toEqual([
      { listingId: second.listingId },
    ]);
    expect(await count('chunks_fts')).toBe(await count('chunks'));
    expect(await count('knowledge_base_files')).toBe(2);

    await expect(deleteListing(t.db, userId, firstId)).rejects.toMatchObject({
      code: 20003,
      status: 404,
      message: 'Oops! The listing cannot be deleted. (Error Code: 20003)',
    });
    await deleteAssistant(t.db, userId, assistant.id);
    expect(await findAssistant(t.db, userId, assistant.id)).toEqual({ status: 'missing' });
    await expect(deleteAssistant(t.db, userId, assistant.id)).rejects.toMatchObject({
      code: 20008,
      status: 404,
      message: 'Oops! The assistant cannot be deleted. (Error Code: 20008)',
    });
    await expectNothingStored();
    expect(storedFiles()).toEqual([]);
    expect(await count('users')).toBe(1);
  });
});

describe('contact and origins', () => {
  it('updates the contact on the user and assistant and renames the knowledge base', async () => {
    const userId = await newUser();
    const { assistant } = await createAssistant(t.db, userId, { listing, contact, uploadIds: [] });
    const view = await updateContact(t.db, userId, assistant.id, {
      ...contact,
      fName: 'Janet',
      lName: 'Smith-Lee',
      website: '',
      companyName: '',
    });
    expect(view).toMatchObject({
      ohaName: "Janet's Assistant",
      fName: 'Janet',
      lName: 'Smith-Lee',
      realtorWebsite: null,
      companyName: null,
    });
    expect(view.assistantPathname).toBe(assistant.assistantPathname);
    expect((await t.db.selectFrom('knowledgeBases').select('name').executeTakeFirstOrThrow()).name).toBe(
      'JanetSmith-Lee_VS',
    );
  });

  it('stores normalized allowed origins', async () => {
    const userId = await newUser();
    const { assistant } = await createAssistant(t.db, userId, { listing, contact, uploadIds: [] });
    expect(
      await setAllowedOrigins(t.db, userId, assistant.id, [
        'https://Example.com/page',
        'example.com',
        ' http://localhost:8080 ',
        '',
      ]),
    ).toEqual(['https://example.com', 'http://localhost:8080']);
    await expect(setAllowedOrigins(t.db, userId, assistant.id, ['ftp://x.com'])).rejects.toMatchObject({
      code: 'INVALID',
    });
    expect((await listAssistants(t.db, userId))[0]!.allowedOrigins).toEqual([
      'https://example.com',
      'http://localhost:8080',
    ]);
  });
});
