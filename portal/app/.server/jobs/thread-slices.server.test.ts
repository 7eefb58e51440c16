import { describe, expect, it, vi } from 'vitest';
import { inSlice, runInSlices, slicesIdle, SLICE_MS } from './thread-slices.server';

describe('background slices of the server thread', () => {
  it('runs one slice at a time, in the order asked, each with its deadline', async () => {
    const log: string[] = [];
    let running = 0;
    const asked = performance.now();
    const task = (name: string, n: number) => {
      let i = 0;
      return runInSlices((deadline) => {
        expect(running).toBe(0);
        expect(deadline).toBeGreaterThan(asked);
        expect(deadline).toBeLessThanOrEqual(performance.now() + SLICE_MS);
        running++;
        log.push(`${name}${i++}`);
        running--;
        return i === n;
      });
    };
    await Promise.all([task('a', 3), task('b', 2)]);
    expect(log).toEqual(['a0', 'b0', 'a1', 'b1', 'a2']);
  });

  it('lets what was waiting for the event loop run between two slices', async () => {
    // The pause after a slice is a timer: with the timers held, a request needing two turns of the
    // event loop must get them before the next slice (with slices back to back it would not).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const log: string[] = [];
      let slice = 0;
      let served!: () => void;
      const request = new Promise<void>((r) => (served = r));
      const work = runInSlices(() => {
        log.push(`slice ${slice}`);
        if (slice === 0)
          setImmediate(() =>
            setImmediate(() => {
              log.push('request');
              served();
            }),
          );
        return ++slice === 2;
      });
      await request;
      expect(log).toEqual(['slice 0', 'request']);
      await vi.runAllTimersAsync();
      await work;
      expect(log).toEqual(['slice 0', 'request', 'slice 1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on what a slice returns or throws, and goes on with the next', async () => {
    const failing = inSlice(() => {
      throw new Error('no');
    });
    const next = inSlice(async () => 42);
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe(42);
  });

  it('is idle once every slice asked for has run', async () => {
    let done = 0;
    void inSlice(() => done++);
    void inSlice(() => done++);
    await slicesIdle();
    expect(done).toBe(2);
  });
});
