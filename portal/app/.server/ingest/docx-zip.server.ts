// A .docx is a zip: its central directory (declared sizes only, nothing inflated) is checked for a
// zip bomb before any parser sees the file, an upload and a .docx embedded in one alike.
import yauzl from 'yauzl';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import { ReadFailure } from './read-failure.server';

/** Limits for a .docx (a zip): total expanded size and expansion ratio. */
export const ZIP_LIMITS = {
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioAppliesAbove: 5 * 1024 * 1024,
  maxEntries: 5000,
};

interface ZipSummary {
  entries: number;
  totalUncompressed: number;
  totalCompressed: number;
  hasDocument: boolean;
  /** Expanded size of word/document.xml. */
  documentBytes: number;
}

/** Reads only the zip's central directory (declared sizes), never inflating anything. */
export function inspectZip(bytes: Buffer): Promise<ZipSummary> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(new ReadFailure(FILE_FAILURE_REASONS.damaged));
      const summary: ZipSummary = {
        entries: 0,
        totalUncompressed: 0,
        totalCompressed: 0,
        hasDocument: false,
        documentBytes: 0,
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        summary.entries++;
        summary.totalUncompressed += entry.uncompressedSize;
        summary.totalCompressed += entry.compressedSize;
        if (entry.fileName === 'word/document.xml') {
          summary.hasDocument = true;
          summary.documentBytes = entry.uncompressedSize;
        }
        if (summary.entries > ZIP_LIMITS.maxEntries || summary.totalUncompressed > ZIP_LIMITS.maxTotalBytes) {
          zip.close();
          return resolve(summary);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(summary));
      zip.on('error', () => reject(new ReadFailure(FILE_FAILURE_REASONS.damaged)));
      zip.readEntry();
    });
  });
}

/** A zip bomb: too many entries, too large when expanded, or an absurd compression ratio. */
export function isZipBomb(s: Pick<ZipSummary, 'entries' | 'totalUncompressed' | 'totalCompressed'>): boolean {
  if (s.entries > ZIP_LIMITS.maxEntries) return true;
  if (s.totalUncompressed > ZIP_LIMITS.maxTotalBytes) return true;
  return (
    s.totalUncompressed > ZIP_LIMITS.ratioAppliesAbove &&
    s.totalUncompressed / Math.max(1, s.totalCompressed) > ZIP_LIMITS.maxRatio
  );
}
