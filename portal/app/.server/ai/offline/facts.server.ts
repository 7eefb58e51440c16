// Facts extracted at ingestion (price, beds, baths, ...), stored per listing (filled in by the
// answer-engine work). The ingestion code calls this once per indexed document.
import type { DB } from '@db/connection';

export interface IndexedDocument {
  documentId: number;
  listingId: number;
  fileName: string;
  isExtraInfo: boolean;
  pages: Array<{ page: number | null; text: string }>;
}

export async function onDocumentIndexed(db: DB, doc: IndexedDocument): Promise<void> {
  void db;
  void doc;
}
