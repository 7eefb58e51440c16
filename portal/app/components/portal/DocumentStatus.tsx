// Each file's background reading (queued, reading page n of m, indexing, ready, failed with the
// reason), refreshed every few seconds while any file is still being read.
import { useFetcher, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { documentStatusTexts as t } from '~/messages/portal';

export type FileState = {
  fileId: string;
  fileName: string;
  status: 'queued' | 'processing' | 'ready' | 'failed';
  progress: { step: 'reading' | 'indexing'; page?: number; pages?: number; ocr?: boolean } | null;
  failureReason: string | null;
  pageCount: number | null;
  readWithOcr: boolean;
  /** Pages read with OCR, and scanned pages left unread past the OCR page limit. */
  ocrPages?: number;
  ocrPagesUnread?: number;
};

const POLL_MS = 2000;

export const isPending = (f: Pick<FileState, 'status'>) => f.status === 'queued' || f.status === 'processing';

export function statusText(f: FileState): string {
  switch (f.status) {
    case 'queued':
      return t.queued;
    case 'processing':
      if (f.progress?.step === 'indexing') return t.indexing;
      if (f.progress?.page && f.progress.pages) {
        const { page, pages } = f.progress;
        return f.progress.ocr ? t.readingPageOcr(page, pages) : t.readingPage(page, pages);
      }
      return t.reading;
    case 'ready': {
      const base = f.pageCount ? t.readyPages(f.pageCount) : t.ready;
      if (f.readWithOcr && f.ocrPagesUnread) return `${base} · ${t.readWithOcrPartly(f.ocrPages ?? 0)}`;
      return f.readWithOcr ? `${base} · ${t.readWithOcr}` : base;
    }
    case 'failed':
      return t.failed(f.failureReason ?? '');
  }
}

export function DocumentStatus({ file }: { file: FileState }) {
  return <span className={`doc-status doc-status-${file.status}`}>{statusText(file)}</span>;
}

/** Reloads the page's data while any file is still being read (the Files tab). */
export function useRefreshWhilePending(files: readonly FileState[]): void {
  const { revalidate, state } = useRevalidator();
  const pending = files.some(isPending);
  useEffect(() => {
    if (!pending || state !== 'idle') return;
    const timer = setTimeout(revalidate, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, state, revalidate, files]);
}

/** The files of a listing just created, with live statuses (the success screens). */
export function ListingFilesProgress({ listingId, files }: { listingId: number; files: readonly FileState[] }) {
  const fetcher = useFetcher<{ listing: { files: FileState[] } | null }>();
  const current = fetcher.data?.listing?.files ?? files;
  const pending = current.some(isPending);
  useEffect(() => {
    if (!pending || fetcher.state !== 'idle') return;
    const timer = setTimeout(() => fetcher.load(`/listinglist/${listingId}`), POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, fetcher, listingId, current]);
  if (current.length === 0) return null;
  return (
    <section className="doc-progress" aria-labelledby="doc-progress-title">
      <h2 id="doc-progress-title">{t.heading}</h2>
      <p>{t.intro}</p>
      <ul aria-live="polite">
        {current.map((f) => (
          <li key={f.fileId}>
            <span className="file-name">{f.fileName}</span> <DocumentStatus file={f} />
          </li>
        ))}
      </ul>
    </section>
  );
}
