// Listings of an agent's assistants: reading, adding (files ingested, extra-info document built),
// updating (extra-info document rebuilt), deleting with their documents. Ownership is checked
// through the listing's assistant.
import type { Assistant, DocumentStatus, Listing } from '@db/schema';
import { FLOW_ERRORS } from '~/messages/errors';
import { getProvider } from '../ai/index.server';
import { db, type DB } from '../db.server';
import { PortalError } from '../errors.server';
import { buildExtraInfoDocument } from '../ingest/extra-info.server';
import {
  attachToKnowledgeBase,
  FileBatch,
  forgetProviderFiles,
  prepareFiles,
  removeDocuments,
  storeDocuments,
  uploadPrepared,
  type FailedFile,
  type IncomingFile,
  type UploadedFile,
} from '../ingest/ingest.server';
import { canRetry, processQueuedDocumentsHere } from '../ingest/document-jobs.server';
import { withStaged } from '../ingest/staging.server';
import { notesAnswers } from '../knowledge/notes-answers.server';
import { displayName } from '../naming';
import {
  deleteListingRows,
  listingRowsOf,
  normalizeListing,
  requireOwnedAssistant,
  type Found,
  type ListingInput,
  type ListingRow,
} from './assistants.server';

export type { ListingRow } from './assistants.server';

export type ListingFile = {
  fileId: string;
  fileName: string;
  sizeBytes: number;
  /** Failed in a way a second try can cure (a time limit, an interruption): "Try again" shows. */
  retryable: boolean;
} & DocumentState;

/** Where a file's background reading stands, as the success screen and the Files tab show it. */
export type DocumentState = {
  status: DocumentStatus;
  /** While processing: the step, and the page being read of a pdf. */
  progress: { step: 'reading' | 'indexing'; page?: number; pages?: number; ocr?: boolean } | null;
  failureReason: string | null;
  pageCount: number | null;
  readWithOcr: boolean;
  /** Pages read with OCR, and scanned pages left unread past the OCR page limit. */
  ocrPages: number;
  ocrPagesUnread: number;
};

export type ListingView = {
  id: number;
  assistantId: number;
  assistantName: string;
  listingName: string;
  listingStatus: string;
  insiderInfo: string;
  /** The generated extra-info document is not listed. */
  files: ListingFile[];
};

export async function listListingsByAssistant(
  conn: DB,
  userId: number,
): Promise<Array<{ assistant: { id: number; displayName: string }; listings: ListingRow[] }>> {
  const assistants = await conn
    .selectFrom('assistants')
    .select(['id', 'ohaName'])
    .where('realtorUserId', '=', userId)
    .orderBy('id')
    .execute();
  if (assistants.length === 0) return [];
  const listings = await listingRowsOf(
    conn,
    assistants.map((a) => a.id),
  );
  return assistants.map((a) => ({
    assistant: { id: a.id, displayName: displayName(a.ohaName) },
    listings: listings.get(a.id) ?? [],
  }));
}

/** A listing with what its flows need of its assistant; `ownerId` is the assistant's owner. */
type OwnedListing = Pick<
  Listing,
  'id' | 'assistantId' | 'realtorUserId' | 'listingName' | 'listingStatus' | 'insiderInfo'
> &
  Pick<Assistant, 'ohaName' | 'vectorStoreId'> & { ownerId: number };

async function listingRow(listingId: number): Promise<OwnedListing | undefined> {
  if (!Number.isSafeInteger(listingId)) return undefined;
  return db()
    .selectFrom('listings')
    .innerJoin('assistants', 'assistants.id', 'listings.assistantId')
    .select([
      'listings.id',
      'listings.assistantId',
      'listings.realtorUserId',
      'listings.listingName',
      'listings.listingStatus',
      'listings.insiderInfo',
      'assistants.ohaName',
      'assistants.vectorStoreId',
      'assistants.realtorUserId as ownerId',
    ])
    .where('listings.id', '=', listingId)
    .executeTakeFirst();
}

/** The listing if it belongs to one of the user's assistants; PortalError MISSING or FORBIDDEN otherwise. */
export async function requireOwnedListing(conn: DB, userId: number, listingId: number): Promise<OwnedListing> {
  const row = await listingRow(listingId);
  if (!row) throw new PortalError('MISSING', 'The listing is no longer available.');
  if (row.ownerId !== userId) throw new PortalError('FORBIDDEN');
  return row;
}

export async function listFiles(conn: DB, listingId: number): Promise<ListingFile[]> {
  const rows = await conn
    .selectFrom('documents')
    .select([
      'fileId',
      'fileName',
      'sizeBytes',
      'status',
      'progress',
      'failureReason',
      'pageCount',
      'readWithOcr',
      'ocrPages',
      'ocrPagesUnread',
    ])
    .where('listingId', '=', listingId)
    .where('isExtraInfo', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    progress: r.status === 'processing' && r.progress ? (JSON.parse(r.progress) as DocumentState['progress']) : null,
    readWithOcr: r.readWithOcr === 1,
    retryable: canRetry(r),
  }));
}

export async function findListing(conn: DB, userId: number, listingId: number): Promise<Found<'listing', ListingView>> {
  const row = await listingRow(listingId);
  if (!row) return { status: 'missing' };
  if (row.ownerId !== userId) return { status: 'forbidden' };
  return {
    status: 'ok',
    listing: {
      id: row.id,
      assistantId: row.assistantId,
      assistantName: displayName(row.ohaName),
      listingName: row.listingName,
      listingStatus: row.listingStatus,
      insiderInfo: row.insiderInfo,
      files: await listFiles(conn, row.id),
    },
  };
}

/** The notes document with the listing's fields and the agent's saved answers that apply to it. */
async function extraInfoFile(
  assistantId: number,
  listingId: number | null,
  listing: ListingInput,
): Promise<IncomingFile> {
  const extra = buildExtraInfoDocument({ ...listing, agentAnswers: await notesAnswers(db(), assistantId, listingId) });
  return {
    name: extra.fileName,
    bytes: extra.bytes,
    kind: 'txt',
    isExtraInfo: true,
    pages: [{ page: null, text: extra.text }],
  };
}

/** Maps a PortalError from the provider steps of a flow to that flow's text. */
function flowError(e: unknown, text: (code: 40002 | 40003 | 40004) => string, other: string): PortalError {
  if (e instanceof PortalError) {
    if (e.code === 40002 || e.code === 40003 || e.code === 40004)
      return new PortalError(e.code, text(e.code), { cause: e });
    if (e.code === 'FORBIDDEN' || e.code === 'MISSING' || e.code === 'INVALID' || e.code === 'LIMIT') return e;
  }
  console.error('listing operation failed:', (e as Error)?.message ?? e);
  return new PortalError('OTHER', other, { cause: e });
}

/** The add-listing wizard: a new listing on one of the user's assistants, with staged uploads. */
export async function addListing(
  conn: DB,
  userId: number,
  input: { assistantId: number; listing: ListingInput; uploadIds: string[]; uploadNames?: string[] },
): Promise<{ listingId: number; failedFiles: FailedFile[] }> {
  await requireOwnedAssistant(conn, userId, input.assistantId);
  return withStaged(userId, input, (files) =>
    addListingFromFiles(conn, userId, { assistantId: input.assistantId, listing: input.listing, files }),
  );
}

/** Adds a listing with its files (already checked by content) to one of the user's assistants. */
export async function addListingFromFiles(
  conn: DB,
  userId: number,
  input: { assistantId: number; listing: ListingInput; files: IncomingFile[] },
): Promise<{ listingId: number; failedFiles: FailedFile[] }> {
  const assistant = await requireOwnedAssistant(conn, userId, input.assistantId);
  const listing = normalizeListing(input.listing);
  const provider = getProvider();
  const { prepared, failed: unreadable } = await prepareFiles([
    ...input.files,
    await extraInfoFile(assistant.id, null, listing),
  ]);
  const { uploaded, failed: notUploaded } = await uploadPrepared(provider, prepared);
  const uploadedIds = uploaded.map((u) => u.fileId);
  const files = new FileBatch();
  try {
    if (!uploaded.some((u) => u.isExtraInfo)) throw new PortalError(40002);
    await attachToKnowledgeBase(
      provider,
      assistant.vectorStoreId,
      uploaded.map((u) => ({ fileId: u.fileId, name: u.name })),
      {
        delay: true,
      },
    );
    const listingId = await conn.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('listings')
        .values({ assistantId: assistant.id, realtorUserId: userId, ...listing, published: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await storeDocuments(trx, row.id, uploaded, files);
      return row.id;
    });
    await files.finish();
    await processQueuedDocumentsHere();
    return { listingId, failedFiles: [...unreadable, ...notUploaded] };
  } catch (e) {
    await files.rollback();
    await forgetProviderFiles(provider, uploadedIds);
    throw flowError(e, FLOW_ERRORS.addListing, FLOW_ERRORS.addListingOther);
  }
}

/**
 * Address, status and insights; the extra-info document is rebuilt (the new one uploaded and
 * attached first, the old one removed in the same transaction that saves the fields).
 */
export async function updateListing(conn: DB, userId: number, listingId: number, input: ListingInput): Promise<void> {
  const row = await requireOwnedListing(conn, userId, listingId);
  await replaceExtraInfo(row, normalizeListing(input), true);
}

/**
 * Rebuilds a listing's notes document from what is stored (after the agent's saved answers
 * changed) and re-attaches it to the knowledge base, exactly as an edit of the insider notes does.
 * The caller has checked ownership.
 */
export async function rebuildExtraInfo(conn: DB, listingId: number): Promise<void> {
  const row = await listingRow(listingId);
  if (!row) return; // deleted meanwhile: nothing to rebuild
  await replaceExtraInfo(row, row, false);
}

async function replaceExtraInfo(row: OwnedListing, listing: ListingInput, saveFields: boolean): Promise<void> {
  const provider = getProvider();
  const { prepared } = await prepareFiles([await extraInfoFile(row.assistantId, row.id, listing)]);
  const { uploaded } = await uploadPrepared(provider, prepared);
  const files = new FileBatch();
  let oldFileIds: string[] = [];
  try {
    if (uploaded.length === 0) throw new PortalError(40002);
    await attachToKnowledgeBase(
      provider,
      row.vectorStoreId,
      uploaded.map((u) => ({ fileId: u.fileId, name: u.name })),
    );
    oldFileIds = await db()
      .transaction()
      .execute(async (trx) => {
        if (saveFields) {
          await trx
            .updateTable('listings')
            .set({ ...listing, updatedAt: new Date().toISOString() })
            .where('id', '=', row.id)
            .execute();
        } else if (!(await trx.selectFrom('listings').select('id').where('id', '=', row.id).executeTakeFirst())) {
          throw new PortalError('MISSING', 'The listing is no longer available.');
        }
        const old = await trx
          .selectFrom('documents')
          .select('id')
          .where('listingId', '=', row.id)
          .where('isExtraInfo', '=', 1)
          .execute();
        const ids = await removeDocuments(
          trx,
          old.map((d) => d.id),
          files,
        );
        await storeDocuments(trx, row.id, uploaded, files);
        return ids;
      });
  } catch (e) {
    await files.rollback();
    await forgetProviderFiles(
      provider,
      uploaded.map((u) => u.fileId),
    );
    throw flowError(e, FLOW_ERRORS.updateListing, FLOW_ERRORS.updateListingOther);
  }
  await files.finish();
  await forgetProviderFiles(provider, oldFileIds);
}

/** Deletes the listing's files (including the extra-info document), then the listing. */
export async function deleteListing(conn: DB, userId: number, listingId: number): Promise<void> {
  // The catalogue's 20003: the listing to delete cannot be retrieved.
  if (!(await listingRow(listingId))) throw new PortalError(20003, FLOW_ERRORS.deleteListing(20003), { status: 404 });
  await requireOwnedListing(conn, userId, listingId);
  const files = new FileBatch();
  let fileIds: string[];
  try {
    fileIds = await conn.transaction().execute(async (trx) => {
      const ids = await deleteListingRows(trx, listingId, files);
      return ids;
    });
  } catch (e) {
    await files.rollback();
    throw new PortalError(20001, FLOW_ERRORS.deleteListing(20001), { cause: e });
  }
  await files.finish();
  await forgetProviderFiles(getProvider(), fileIds);
}

/** Shared by addFiles: ingest uploads into an existing listing. */
export async function ingestIntoListing(
  conn: DB,
  row: OwnedListing,
  incoming: IncomingFile[],
): Promise<{ failedFiles: FailedFile[]; stored: UploadedFile[] }> {
  const provider = getProvider();
  const { prepared, failed: unreadable } = await prepareFiles(incoming);
  const { uploaded, failed: notUploaded } = await uploadPrepared(provider, prepared);
  const files = new FileBatch();
  try {
    await attachToKnowledgeBase(
      provider,
      row.vectorStoreId,
      uploaded.map((u) => ({ fileId: u.fileId, name: u.name })),
      { delay: true },
    );
    await conn.transaction().execute(async (trx) => {
      // The listing may have gone meanwhile: then nothing is stored.
      const still = await trx.selectFrom('listings').select('id').where('id', '=', row.id).executeTakeFirst();
      if (!still) throw new PortalError('MISSING', 'The listing is no longer available.');
      await storeDocuments(trx, row.id, uploaded, files);
    });
  } catch (e) {
    await files.rollback();
    await forgetProviderFiles(
      provider,
      uploaded.map((u) => u.fileId),
    );
    throw flowError(e, FLOW_ERRORS.addFiles, FLOW_ERRORS.addFilesOther);
  }
  await files.finish();
  await processQueuedDocumentsHere();
  return { failedFiles: [...unreadable, ...notUploaded], stored: uploaded };
}
