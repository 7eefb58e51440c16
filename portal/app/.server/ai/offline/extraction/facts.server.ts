// Facts extracted at ingestion (price, beds, baths, ...), stored per listing in `listing_facts`
// together with tagged passages, so a question is answered from a fact, not a random passage.
// The ingestion code calls onDocumentIndexed once per indexed document, inside its transaction.
import type { DB } from '@db/connection';
import { extractDocument, type ExtractedRow } from './extract';

export interface IndexedDocument {
  documentId: number;
  listingId: number;
  fileName: string;
  isExtraInfo: boolean;
  pages: Array<{ page: number | null; text: string }>;
}

const BATCH = 200;

/** `rows`: the facts when already extracted (in a worker thread, by ingest/read-document.server.ts). */
export async function onDocumentIndexed(db: DB, doc: IndexedDocument, rows?: ExtractedRow[]): Promise<void> {
  rows ??= extractDocument({ fileName: doc.fileName, isExtraInfo: doc.isExtraInfo, pages: doc.pages });
  await db.deleteFrom('listingFacts').where('documentId', '=', doc.documentId).execute();
  const values = rows.map((r) => ({
    listingId: doc.listingId,
    documentId: doc.documentId,
    kind: r.kind,
    concept: r.concept,
    concepts: r.concepts,
    label: r.label,
    text: r.text,
    context: r.context,
    fileName: doc.fileName,
    page: r.page,
    isExtra: doc.isExtraInfo ? 1 : 0,
    ord: r.ord,
  }));
  for (let i = 0; i < values.length; i += BATCH) {
    await db
      .insertInto('listingFacts')
      .values(values.slice(i, i + BATCH))
      .execute();
  }
}
