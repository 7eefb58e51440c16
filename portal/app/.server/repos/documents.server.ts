// A listing's files on the "Files" tab: add staged uploads, delete one, delete all. The generated
// extra-info document is never listed nor deleted here.
import { FLOW_ERRORS } from '~/messages/errors';
import { getProvider } from '../ai/index.server';
import { db, type DB } from '../db.server';
import { PortalError } from '../errors.server';
import { retryDocument } from '../ingest/document-jobs.server';
import { FileBatch, forgetProviderFiles, removeDocuments, type FailedFile } from '../ingest/ingest.server';
import { withStaged } from '../ingest/staging.server';
import { ingestIntoListing, listFiles, requireOwnedListing, type ListingFile } from './listings.server';

export async function addFiles(
  conn: DB,
  userId: number,
  listingId: number,
  uploadIds: string[],
  uploadNames: string[] = [],
): Promise<{ failedFiles: FailedFile[] }> {
  const row = await requireOwnedListing(conn, userId, listingId);
  const { failedFiles } = await withStaged(userId, { uploadIds, uploadNames }, (files) =>
    ingestIntoListing(conn, row, files),
  );
  return { failedFiles };
}

export async function listListingFiles(conn: DB, userId: number, listingId: number): Promise<ListingFile[]> {
  await requireOwnedListing(conn, userId, listingId);
  return listFiles(conn, listingId);
}

/** Deletes the listing's listed files (one when fileId is given); returns how many went. */
async function removeFiles(listingId: number, fileId?: string): Promise<number> {
  const files = new FileBatch();
  let providerIds: string[];
  try {
    providerIds = await db()
      .transaction()
      .execute(async (trx) => {
        let q = trx
          .selectFrom('documents')
          .select('id')
          .where('listingId', '=', listingId)
          .where('isExtraInfo', '=', 0);
        if (fileId !== undefined) q = q.where('fileId', '=', fileId);
        const docs = await q.execute();
        const ids = await removeDocuments(
          trx,
          docs.map((d) => d.id),
          files,
        );
        return ids;
      });
  } catch (e) {
    await files.rollback();
    throw new PortalError('OTHER', FLOW_ERRORS.deleteFile, { cause: e });
  }
  await files.finish();
  await forgetProviderFiles(getProvider(), providerIds);
  return providerIds.length;
}

/** Deletes one file of the listing (by its provider file id). */
export async function deleteFile(conn: DB, userId: number, listingId: number, fileId: string): Promise<void> {
  await requireOwnedListing(conn, userId, listingId);
  const n = await removeFiles(listingId, fileId);
  if (n === 0) throw new PortalError('MISSING', FLOW_ERRORS.deleteFile);
}

/** Deletes every file of the listing except the generated extra-info document. */
export async function deleteAllFiles(conn: DB, userId: number, listingId: number): Promise<number> {
  await requireOwnedListing(conn, userId, listingId);
  return removeFiles(listingId);
}

/**
 * "Try again" on one failed file of the listing: queued again when a second try can help (a time
 * limit, an interruption); false when it cannot (the file itself is at fault) or is not failed.
 */
export async function retryFile(conn: DB, userId: number, listingId: number, fileId: string): Promise<boolean> {
  await requireOwnedListing(conn, userId, listingId);
  const doc = await conn
    .selectFrom('documents')
    .select('id')
    .where('listingId', '=', listingId)
    .where('fileId', '=', fileId)
    .where('isExtraInfo', '=', 0)
    .executeTakeFirst();
  if (!doc) throw new PortalError('MISSING', FLOW_ERRORS.deleteFile);
  return retryDocument(conn, doc.id);
}
