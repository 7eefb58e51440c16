// Test data for the compatible provider's contract and end-to-end tests (never imported by
// production code): an agent with two listings whose documents are indexed as ingestion indexes
// them (chunks, FTS5 terms, extracted facts), so retrieval runs on real rows. Both listings have
// a lot size and a roof date, so a request that carries the wrong listing's passage is caught.
import type { DB } from '@db/connection';
import { indexChunks } from '../../ingest/search-index.server';
import { onDocumentIndexed } from '../offline/extraction/facts.server';

export const MAPLE = '123 Maple Street, Kelowna, BC';
export const HARBOUR = '88 Harbour Road, Kelowna, BC';

const DOCUMENTS: Array<TestDocument & { listing: 0 | 1 }> = [
  {
    listing: 0,
    fileName: '123-Maple-Street-feature-sheet.pdf',
    page: 1,
    text: `${MAPLE}\nList Price $1,250,000\nBedrooms 4\nBathrooms 3\nLot Size 50 x 120 ft\nYear Built 1998`,
  },
  {
    listing: 0,
    fileName: '123-Maple-Street-inspection.pdf',
    page: 3,
    text: 'Roof and attic. The roof was replaced in 2019 with architectural asphalt shingles and carries a transferable warranty. The furnace is a 2016 high-efficiency model.',
  },
  {
    listing: 1,
    fileName: '88-Harbour-Road-brochure.pdf',
    page: 1,
    text: `${HARBOUR}\nList Price $2,100,000\nBedrooms 5\nBathrooms 4\nLot Size 66 x 140 ft\nYear Built 2011`,
  },
  {
    listing: 1,
    fileName: '88-Harbour-Road-disclosure.pdf',
    page: 2,
    text: 'Exterior. The roof was replaced in 2021 with standing-seam metal panels. The deck was rebuilt in cedar the same summer.',
  },
];

export interface TestDocument {
  fileName: string;
  page: number;
  text: string;
  /** The generated agent's-notes document. */
  extra?: boolean;
}

/** A document of one page and one chunk, indexed as ingestion indexes it. */
export async function addDocument(db: DB, listingId: number, fileId: string, d: TestDocument): Promise<void> {
  const doc = await db
    .insertInto('documents')
    .values({
      listingId,
      fileId,
      fileName: d.fileName,
      kind: 'pdf',
      sizeBytes: d.text.length,
      storagePath: `files/${fileId}`,
      sha256: 'x',
      isExtraInfo: d.extra ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chunk = await db
    .insertInto('chunks')
    .values({ documentId: doc.id, listingId, ord: 0, page: d.page, text: d.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexChunks(db, [{ id: chunk.id, text: d.text }]);
  await onDocumentIndexed(db, {
    documentId: doc.id,
    listingId,
    fileName: d.fileName,
    isExtraInfo: Boolean(d.extra),
    pages: [{ page: d.page, text: d.text }],
  });
}

export interface SeededAgent {
  userId: number;
  assistantId: number;
  listingIds: [number, number];
  /** The provider file ids of each listing's documents. */
  fileIds: [string[], string[]];
}

export async function seedTwoListings(
  db: DB,
  opts: { pathname: string; fName?: string; lName?: string },
): Promise<SeededAgent> {
  const fName = opts.fName ?? 'Alex';
  const lName = opts.lName ?? 'Morgan';
  const user = await db
    .insertInto('users')
    .values({
      email: `${opts.pathname}@example.com`,
      passwordHash: 'x',
      roles: '[2024]',
      fName,
      lName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assistant = await db
    .insertInto('assistants')
    .values({
      assistantPathname: opts.pathname,
      realtorUserId: user.id,
      ohaName: `${fName}'s Assistant`,
      publicEmail: `${opts.pathname}@example.com`,
      publicPhone: '250-555-0134',
      published: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listingIds: number[] = [];
  for (const name of [MAPLE, HARBOUR]) {
    const l = await db
      .insertInto('listings')
      .values({
        assistantId: assistant.id,
        realtorUserId: user.id,
        listingName: name,
        listingStatus: 'Active Listing',
        insiderInfo: '',
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingIds.push(l.id);
  }
  const fileIds: [string[], string[]] = [[], []];
  for (const [i, d] of DOCUMENTS.entries()) {
    const fileId = `file-${opts.pathname}-${i}`;
    fileIds[d.listing].push(fileId);
    await addDocument(db, listingIds[d.listing]!, fileId, d);
  }
  return { userId: user.id, assistantId: assistant.id, listingIds: listingIds as [number, number], fileIds };
}
