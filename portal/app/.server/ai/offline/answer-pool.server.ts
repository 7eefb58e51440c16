// Chat answers off the server's thread: a few worker threads (answer.worker.ts) each hold the
// knowledge of the listings of the assistants given to it and answer their turns with their own
// read-only database connection, so a page load never waits behind an answer, nor behind the
// build of a large listing's knowledge. portal/server.ts starts the pool for the offline provider;
// where none runs (unit tests, the command-line tool, the compatible provider's retrieval) the
// engine answers in the calling thread.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ChatTurn, ChatTurnResult } from '../provider.server';
import { workerBootstrap, workerScript } from '../../worker-script.server';
import { answerTurn } from './answer.server';
import { refreshListing, warmLargeListings } from './knowledge/knowledge.server';

export interface AnswerPoolOptions {
  /** The worker script (answer.worker.ts); a .ts script is loaded through tsx's loader. */
  script: URL;
  size: number;
  /** The database file the workers read (the server's own, opened read-only). */
  databaseFile: string;
  /** A turn not answered by then fails, and its worker is replaced (an answer takes milliseconds). */
  timeoutMs?: number;
}

/** What the pool sends a worker (answer.worker.ts). */
export type AnswerRequest =
  | { id: number; turn: ChatTurn }
  /** A listing's documents changed: the worker that holds it builds its knowledge ahead of the next question. */
  | { refresh: number }
  /** At start: build the knowledge of the large listings of the worker's assistants. */
  | { warmLarge: true };

export type AnswerReply = { ready: true } | { id: number; result: ChatTurnResult } | { id: number; error: string };

/** What a worker is given at start. */
export interface AnswerWorkerData {
  databaseFile: string;
  /** The worker answers the assistants whose id modulo `of` is `index`. */
  index: number;
  of: number;
}

interface Pending {
  resolve: (r: ChatTurnResult) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Which worker answers an assistant's turns (its listings' knowledge is kept there only). */
export const workerOf = (assistantId: number, size: number) => assistantId % size;

export class AnswerPool {
  private readonly slots: Array<Slot | undefined> = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: AnswerPoolOptions) {}

  /** Starts every worker now, so the first question does not wait for one to boot. */
  warm(): void {
    for (let i = 0; i < this.size; i++) this.slot(i);
  }

  get size(): number {
    return Math.max(1, this.opts.size);
  }

  answer(turn: ChatTurn): Promise<ChatTurnResult> {
    if (this.closed) return Promise.reject(new Error('the answer pool is closed'));
    // A function (the streaming callback) cannot cross to a worker; the offline engine never streams.
    const { onDelta: _onDelta, ...plain } = turn;
    const index = workerOf(turn.assistantId, this.size);
    const slot = this.slot(index);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A worker that does not answer in time is stuck: it is replaced, its other turns fail too.
        this.replace(index, slot, new Error('the answer took too long'));
      }, this.opts.timeoutMs ?? 30_000);
      timer.unref();
      slot.pending.set(id, { resolve, reject, timer });
      const request: AnswerRequest = { id, turn: plain };
      slot.worker.postMessage(request);
    });
  }

  /** A listing's documents changed: its worker builds the new knowledge now, not at the next question. */
  refresh(listingId: number): void {
    const request: AnswerRequest = { refresh: listingId };
    for (let i = 0; i < this.size; i++) this.slot(i).worker.postMessage(request);
  }

  /** At start: each worker builds the knowledge of its large listings in the background. */
  warmLarge(): void {
    const request: AnswerRequest = { warmLarge: true };
    for (let i = 0; i < this.size; i++) this.slot(i).worker.postMessage(request);
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0).filter((s): s is Slot => s !== undefined);
    for (const s of slots) this.fail(s, new Error('the answer pool is closed'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private slot(index: number): Slot {
    const existing = this.slots[index];
    if (existing) return existing;
    const workerData: AnswerWorkerData = { databaseFile: this.opts.databaseFile, index, of: this.size };
    const worker = new Worker(workerBootstrap(this.opts.script), { eval: true, workerData });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (msg: AnswerReply) => {
      if ('ready' in msg) return;
      const p = slot.pending.get(msg.id);
      if (!p) return;
      slot.pending.delete(msg.id);
      clearTimeout(p.timer);
      if ('result' in msg) p.resolve(msg.result);
      else p.reject(new Error(msg.error));
    });
    // A crash (out of memory, a native fault) fails the turns it held; the next turn starts a new worker.
    worker.on('error', (err) => this.replace(index, slot, err));
    worker.on('exit', () => this.replace(index, slot, new Error('the answer worker stopped')));
    this.slots[index] = slot;
    return slot;
  }

  private fail(slot: Slot, err: Error) {
    for (const p of slot.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    slot.pending.clear();
  }

  private replace(index: number, slot: Slot, err: Error) {
    if (this.slots[index] !== slot) return; // already replaced
    this.slots[index] = undefined;
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    this.fail(slot, err);
  }
}

// The Remix bundle (the chat) and portal/server.ts (the document jobs) share the pool through globalThis.
declare global {
  var __ohaAnswerPool: AnswerPool | undefined;
}

/** Answer workers by default: one on a machine of one or two cores (the server's thread and the
 * document readers share them), two beyond. */
export function defaultAnswerWorkers(): number {
  return (os.availableParallelism?.() ?? os.cpus().length) <= 2 ? 1 : 2;
}

export function startAnswerPool(opts: AnswerPoolOptions): AnswerPool {
  globalThis.__ohaAnswerPool = new AnswerPool(opts);
  return globalThis.__ohaAnswerPool;
}

export async function stopAnswerPool(): Promise<void> {
  const pool = globalThis.__ohaAnswerPool;
  globalThis.__ohaAnswerPool = undefined;
  await pool?.close();
}

/** A chat turn of the offline engine: in the pool when one runs, else in this thread. */
export function answerOffline(turn: ChatTurn): Promise<ChatTurnResult> {
  const pool = globalThis.__ohaAnswerPool;
  return pool ? pool.answer(turn) : answerTurn(turn);
}

/** A listing's documents changed: its knowledge is built ahead of the next question, in the pool's
 * worker that answers for it when a pool runs, else in this thread (in background slices when large). */
export function refreshAnswerKnowledge(listingId: number): void {
  const pool = globalThis.__ohaAnswerPool;
  if (pool) pool.refresh(listingId);
  else refreshListing(listingId);
}

/** At start: the knowledge of the listings too large to build while a question waits, in the
 * background (in the pool's workers when a pool runs). Returns how many listings this thread builds. */
export function warmLargeKnowledge(): number {
  const pool = globalThis.__ohaAnswerPool;
  if (pool) {
    pool.warmLarge();
    return 0;
  }
  return warmLargeListings().length;
}

/**
 * Where the worker script lives: the compiled server (vite.config.server.ts) has it compiled beside
 * itself as answer-worker.js and passes its own `import.meta.url`; under tsx it is the .ts source.
 */
export function answerWorkerScript(compiledServerUrl?: string): { script: URL } {
  // A variable, not a literal, so no bundler tries to resolve the file at build time.
  const compiledWorker = 'answer-worker.js';
  return { script: workerScript(compiledWorker, new URL('./answer.worker.ts', import.meta.url), compiledServerUrl) };
}
