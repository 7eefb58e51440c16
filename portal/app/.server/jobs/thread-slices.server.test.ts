import { describe, expect, it } from 'vitest';
import { inSlice, runInSlices, slicesIdle, SLICE_MS } from './thread-slices.server';

describe('background slices of the server thread', () => {
  it('runs one slice at a time, in the order asked, each with its deadline', async () => {
    const log: string[] = [];
    let running = 0;
    const task = (name: string, n: number) => {
      let i = 0;
      return runInSlices((deadline) => {
        expect(running).toBe(0);
        expect(deadline).toBeGreaterThan(performance.now() - 1);
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
    const log: string[] = [];
    let slice = 0;
    const work = runInSlices(() => {
      log.push(`slice ${slice}`);
      // A request arriving meanwhile: its next turns come before the next slice.
      if (slice === 0) setImmediate(() => setImmediate(() => log.push('request')));
      return ++slice === 2;
    });
    await work;
    expect(log).toEqual(['slice 0', 'request', 'slice 1']);
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
