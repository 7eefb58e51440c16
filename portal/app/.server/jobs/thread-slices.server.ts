// Background work that must run on the server's own thread (writing a document's rows through the
// one SQLite connection, building a listing's answer knowledge in memory) is cut into slices of a
// few milliseconds, run one slice at a time for the whole process, with a pause after each as long
// as the slice. A request needs several turns of the event loop (accept, read, the handler's
// awaits, compression, write): with back-to-back slices (setImmediate) it waited one slice per
// turn, so a 1 s build held every request for about 1 s; with the pause, background work takes at
// most about half of the thread and a request meets at most a slice or two.

/** The longest a slice should run: the step is given this deadline and stops at it. */
export const SLICE_MS = 5;

interface Slices {
  /** Resolves when the slice before the caller's has run and its pause is over. */
  tail: Promise<void>;
  /** Slices waiting or running. */
  pending: number;
  idle: Array<() => void>;
}

// portal/server.ts (the document jobs) and the Remix bundle (the chat's knowledge rebuilds) each
// load a copy of this module: the turn is shared through globalThis, like the database handle.
declare global {
  var __ohaThreadSlices: Slices | undefined;
}
const slices = (globalThis.__ohaThreadSlices ??= { tail: Promise.resolve(), pending: 0, idle: [] });

/**
 * Runs `slice` once it is this caller's turn (after every slice asked for before it, and their
 * pauses), with the time it should stop by; resolves with what it returns. It may await (e.g. the
 * database connection) but should do its work synchronously: the next slice waits for it (so it
 * must never wait for another inSlice).
 */
export async function inSlice<T>(slice: (deadline: number) => T | Promise<T>): Promise<T> {
  const before = slices.tail;
  let release!: () => void;
  slices.tail = new Promise<void>((r) => (release = r));
  slices.pending++;
  await before;
  const started = performance.now();
  try {
    return await slice(started + SLICE_MS);
  } finally {
    const took = performance.now() - started;
    setTimeout(
      () => {
        slices.pending--;
        release();
        if (slices.pending === 0) for (const done of slices.idle.splice(0)) done();
      },
      Math.max(1, Math.ceil(took)),
    );
  }
}

/**
 * Calls `step` slice after slice until it returns true (done). `step` does as much as it can
 * before the deadline (at least one unit of work, so that it always advances).
 */
export async function runInSlices(step: (deadline: number) => boolean): Promise<void> {
  while (!(await inSlice(step))) {
    // next slice
  }
}

/** Resolves once no slice is waiting or running (tests). */
export function slicesIdle(): Promise<void> {
  if (slices.pending === 0) return Promise.resolve();
  return new Promise((r) => slices.idle.push(r));
}
