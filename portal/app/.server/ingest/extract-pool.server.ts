// A pool of worker threads that extract text from documents. A worker that passes the time limit
// (pdf.js can hold a thread for seconds on one page) or its memory cap is terminated and replaced,
// so a hostile file costs at most one worker for `timeoutMs`. portal/server.ts starts the pool;
// where none runs (the command-line tool) extraction happens in-process.
import { Worker } from 'node:worker_threads';
import { FILE_FAILURE_REASONS } from '~/messages/errors';
import type { DocKind } from './detect.server';
import { extractText, type ExtractOptions, type ExtractResult } from './extract.server';
import type { ExtractedRow } from '../ai/offline/extraction/extract';
import type { OcrSettings } from './ocr.server';
import { readDocument, type DocumentMeta, type IndexedChunk, type ReadResult } from './read-document.server';
import { workerBootstrap, workerScript } from '../worker-script.server';

type AnyResult = ReadResult | ExtractResult;

export interface ExtractPoolOptions {
  /** The worker script (extract.worker.ts); a .ts script is loaded through tsx's loader. */
  script: URL;
  size: number;
  /** Per file; the worker is killed when it passes it. */
  timeoutMs?: number;
  /** V8 old-generation cap per worker. */
  maxMemoryMb?: number;
}

interface Task {
  id: number;
  bytes: Buffer;
  kind: DocKind;
  /** With it, the worker also chunks the text and extracts the facts (readDocument). */
  meta?: DocumentMeta;
  timeoutMs?: number;
  maxPages?: number;
  onPage?: ExtractOptions['onPage'];
  ocr?: OcrSettings | false;
  signal?: AbortSignal;
  /** Chunks and facts received so far (a document's arrive in parts). */
  parts?: { chunks: IndexedChunk[]; facts: ExtractedRow[] };
  resolve: (r: AnyResult) => void;
}

export interface ReadOptions {
  /** Replaces the pool's per-file limit (background reading allows more than an upload). */
  timeoutMs?: number;
  /** A pdf with more pages is refused before any page is read. */
  maxPages?: number;
  onPage?: ExtractOptions['onPage'];
  /** OCR of pdf pages without text (the default settings when not given). */
  ocr?: OcrSettings | false;
  /** Aborting stops the reading (the worker is terminated and replaced). */
  signal?: AbortSignal;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its modules: a task's time limit starts only then, not during boot. */
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
}

export class ExtractPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  // Workers start on first use or `warm()`, not in the constructor: starting one loads tsx and the
  // readers (seconds on a busy machine), which should not delay the server's start.
  constructor(private readonly opts: ExtractPoolOptions) {}

  /** Starts every worker now, so the first document does not wait for one to boot. */
  warm(): void {
    while (!this.closed && this.slots.length < Math.max(1, this.opts.size)) this.slots.push(this.spawn());
  }

  extract(bytes: Buffer, kind: DocKind): Promise<ExtractResult> {
    return this.submit({ bytes, kind }) as Promise<ExtractResult>;
  }

  /** Text, chunks and facts of a document, read in a worker. */
  read(bytes: Buffer, kind: DocKind, meta: DocumentMeta, opts: ReadOptions = {}): Promise<ReadResult> {
    return this.submit({ bytes, kind, meta, ...opts }) as Promise<ReadResult>;
  }

  private submit(task: Omit<Task, 'id' | 'resolve'>): Promise<AnyResult> {
    if (this.closed) return Promise.resolve({ ok: false, reason: FILE_FAILURE_REASONS.timeout });
    return new Promise((resolve) => {
      const queued: Task = { ...task, id: this.nextId++, resolve };
      queued.signal?.addEventListener(
        'abort',
        () => {
          const waiting = this.queue.indexOf(queued);
          if (waiting >= 0) {
            this.queue.splice(waiting, 1);
            resolve({ ok: false, reason: FILE_FAILURE_REASONS.timeout });
          }
          const slot = this.slots.find((s) => s.task === queued);
          if (slot) this.replace(slot, FILE_FAILURE_REASONS.timeout);
        },
        { once: true },
      );
      this.queue.push(queued);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.queue.splice(0)) t.resolve({ ok: false, reason: FILE_FAILURE_REASONS.timeout });
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = new Worker(workerBootstrap(this.opts.script), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.opts.maxMemoryMb ?? 512 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false };
    worker.on('message', (msg: WorkerReply) => {
      if (msg.ready) {
        slot.ready = true;
        if (slot.task) this.startTimer(slot, slot.task);
        return;
      }
      if (slot.task?.id !== msg.id) return;
      if (msg.progress) return slot.task.onPage?.(msg.progress.page, msg.progress.pages, msg.progress.ocr);
      if (msg.part) {
        const parts = (slot.task.parts ??= { chunks: [], facts: [] });
        for (const c of msg.part.chunks) parts.chunks.push(c);
        for (const f of msg.part.facts) parts.facts.push(f);
        return;
      }
      const result = msg.result ?? { ok: false, reason: FILE_FAILURE_REASONS.damaged };
      const parts = slot.task.parts;
      this.finish(
        slot,
        parts && result.ok && 'chunks' in result
          ? { ...result, chunks: parts.chunks.concat(result.chunks), facts: parts.facts.concat(result.facts) }
          : result,
      );
    });
    // A crash (out of memory, a native fault) fails the file it was reading, then a new worker starts.
    worker.on('error', () => this.replace(slot, FILE_FAILURE_REASONS.workerDied));
    worker.on('exit', () => this.replace(slot, FILE_FAILURE_REASONS.workerDied));
    return slot;
  }

  private dispatch() {
    const busy = this.slots.filter((s) => s.task).length;
    const wanted = Math.min(Math.max(1, this.opts.size), busy + this.queue.length);
    while (!this.closed && this.slots.length < wanted) this.slots.push(this.spawn());
    for (const slot of this.slots) {
      if (slot.task || this.queue.length === 0) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      const copy = new Uint8Array(task.bytes); // the worker gets its own copy
      const request: WorkerRequest = {
        id: task.id,
        bytes: copy,
        kind: task.kind,
        meta: task.meta,
        maxPages: task.maxPages,
        progress: task.onPage !== undefined,
        ocr: task.ocr,
      };
      slot.worker.postMessage(request, [copy.buffer]);
      if (slot.ready) this.startTimer(slot, task);
    }
  }

  private startTimer(slot: Slot, task: Task) {
    const limit = task.timeoutMs ?? this.opts.timeoutMs ?? 30_000;
    slot.timer = setTimeout(() => this.replace(slot, FILE_FAILURE_REASONS.timeout), limit);
    slot.timer.unref();
  }

  private finish(slot: Slot, result: AnyResult) {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    task?.resolve(result);
    this.dispatch();
  }

  private replace(slot: Slot, reason: string) {
    const index = this.slots.indexOf(slot);
    if (index === -1) return; // already replaced
    clearTimeout(slot.timer);
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    slot.task?.resolve({ ok: false, reason });
    if (this.closed) return;
    this.dispatch();
  }
}

// The Remix bundle and portal/server.ts share the pool through globalThis.
declare global {
  var __ohaExtractPool: ExtractPool | undefined;
}

export function startExtractPool(opts: ExtractPoolOptions): ExtractPool {
  globalThis.__ohaExtractPool = new ExtractPool(opts);
  return globalThis.__ohaExtractPool;
}

export async function stopExtractPool(): Promise<void> {
  const pool = globalThis.__ohaExtractPool;
  globalThis.__ohaExtractPool = undefined;
  await pool?.close();
}

/** Text of a document: in the pool when one runs, else in this thread. */
export function extractDocument(bytes: Buffer, kind: DocKind): Promise<ExtractResult> {
  const pool = globalThis.__ohaExtractPool;
  return pool ? pool.extract(bytes, kind) : extractText(bytes, kind);
}

/** Text, chunks and facts of a document: in the pool when one runs, else in this thread. */
export function readDocumentInPool(
  bytes: Buffer,
  kind: DocKind,
  meta: DocumentMeta,
  opts: ReadOptions = {},
): Promise<ReadResult> {
  const pool = globalThis.__ohaExtractPool;
  if (pool) return pool.read(bytes, kind, meta, opts);
  const { timeoutMs, onPage, maxPages, ocr } = opts;
  return readDocument(bytes, kind, meta, { timeoutMs, onPage, maxPages, ocr });
}

/** What the pool sends a worker (extract.worker.ts). */
export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  kind: DocKind;
  meta?: DocumentMeta;
  maxPages?: number;
  /** Report each page read. */
  progress: boolean;
  ocr?: OcrSettings | false;
}

export type WorkerReply = {
  id: number;
  /** Sent once, when the worker has loaded. */
  ready?: boolean;
  result?: AnyResult;
  /** Part of a document's chunks and facts, sent before its result. */
  part?: { chunks: IndexedChunk[]; facts: ExtractedRow[] };
  error?: string;
  progress?: { page: number; pages: number; ocr?: boolean };
};

/**
 * Where the worker script lives: the compiled server (vite.config.server.ts) has it compiled beside
 * itself as extract-worker.js and passes its own `import.meta.url`; under tsx it is the .ts source
 * beside this file.
 */
export function extractWorkerScript(compiledServerUrl?: string): { script: URL } {
  // A variable, not a literal, so no bundler tries to resolve the file at build time.
  const compiledWorker = 'extract-worker.js';
  return { script: workerScript(compiledWorker, new URL('./extract.worker.ts', import.meta.url), compiledServerUrl) };
}
