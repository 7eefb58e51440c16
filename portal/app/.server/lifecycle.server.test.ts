// Health endpoints and the drain, on a real HTTP server in this process: a request held open by
// the test finishes after the shutdown began, readiness says 503 meanwhile, and the steps run in
// order. The built server's signal handling is checked end to end in portal/e2e/shutdown.spec.ts.
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, type Lifecycle } from './lifecycle.server';

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** An app whose /slow answers when the test says so. */
async function start(life: Lifecycle) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const slowArrived = new Promise<void>((r) => (arrived = r));
  const app = express();
  app.use(life.middleware);
  app.get('/slow', async (_req, res) => {
    arrived();
    await released;
    res.send('finished');
  });
  app.get('/fast', (_req, res) => void res.send('fast'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server!.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, release, slowArrived, server: server! };
}

/** A request on a connection of its own (no keep-alive pool), its status and body. */
function get(url: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('health endpoints', () => {
  it('livez answers from the start; readyz only once started and while the database answers', async () => {
    let dbUp = true;
    const life = createLifecycle({
      checkDatabase: async () => {
        if (!dbUp) throw new Error('down');
      },
    });
    const { base } = await start(life);
    expect(await get(`${base}/livez`)).toMatchObject({ status: 200, body: '{"status":"alive"}' });
    expect(await get(`${base}/readyz`)).toMatchObject({ status: 503, body: '{"status":"starting"}' });
    // Nothing else is served before start-up is done.
    expect((await get(`${base}/fast`)).status).toBe(503);

    life.ready();
    expect(await get(`${base}/readyz`)).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    expect(await get(`${base}/fast`)).toMatchObject({ status: 200, body: 'fast' });
    dbUp = false;
    expect(await get(`${base}/readyz`)).toMatchObject({ status: 503, body: '{"status":"database unavailable"}' });
    expect((await get(`${base}/livez`)).status).toBe(200);
  });

  it('readyz says 503 when the database does not answer in time', async () => {
    const life = createLifecycle({ checkDatabase: () => new Promise(() => {}), checkTimeoutMs: 50 });
    const { base } = await start(life);
    life.ready();
    expect(await get(`${base}/readyz`)).toMatchObject({ status: 503, body: '{"status":"database unavailable"}' });
  });
});

describe('shutdown', () => {
  it('turns readiness to 503 at once, lets the request in flight finish, then stops the work and closes', async () => {
    const life = createLifecycle({ checkDatabase: async () => undefined });
    const { base, release, slowArrived, server: srv } = await start(life);
    life.ready();
    const steps: string[] = [];
    const slow = get(`${base}/slow`).then((r) => {
      steps.push('slow request answered');
      return r;
    });
    await slowArrived;
    expect(life.inFlight()).toBe(1);

    let endDelay!: () => void;
    const done = life.shutdown(srv, {
      delayMs: 0,
      graceMs: 60_000,
      log: () => {},
      stopBackground: async () => {
        steps.push('background stopping');
        // Held until the test has looked at the draining server (a real runner waits for its jobs).
        await new Promise<void>((r) => (endDelay = r));
        steps.push('background stopped');
      },
      close: async () => void steps.push('database closed'),
    });
    expect(life.phase()).toBe('draining');
    expect(steps).toEqual(['background stopping']);
    // The listener is closed: a new connection is refused while the old one is still served.
    await expect(get(`${base}/readyz`)).rejects.toThrow(/ECONNREFUSED/);

    release();
    expect(await slow).toMatchObject({ status: 200, body: 'finished', connection: 'close' });
    endDelay();
    await done;
    expect(steps).toEqual(['background stopping', 'slow request answered', 'background stopped', 'database closed']);
    expect(srv.listening).toBe(false);
  });

  it('keeps taking requests during the delay, answering readyz with 503', async () => {
    const life = createLifecycle({ checkDatabase: async () => undefined });
    const { base, release, slowArrived, server: srv } = await start(life);
    life.ready();
    const slow = get(`${base}/slow`);
    await slowArrived;
    const done = life.shutdown(srv, {
      delayMs: 60_000,
      graceMs: 60_000,
      log: () => {},
      stopBackground: async () => undefined,
      close: async () => undefined,
    });
    expect(await get(`${base}/readyz`)).toMatchObject({ status: 503, body: '{"status":"draining"}' });
    expect(await get(`${base}/livez`)).toMatchObject({ status: 200 });
    expect(await get(`${base}/fast`)).toMatchObject({ status: 200, connection: 'close' });
    release();
    expect((await slow).status).toBe(200);
    // Not waited for here: the delay is a minute.
    void done;
  });

  it('cuts requests still running after the grace period', async () => {
    const life = createLifecycle({ checkDatabase: async () => undefined });
    const { base, slowArrived, server: srv } = await start(life);
    life.ready();
    const slow = get(`${base}/slow`);
    await slowArrived;
    const lines: string[] = [];
    await life.shutdown(srv, {
      delayMs: 0,
      graceMs: 10,
      log: (l) => lines.push(l),
      stopBackground: async () => undefined,
      close: async () => undefined,
    });
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(lines).toContain('shutdown: 1 request(s) still running after 0.01 s: closing them');
  });
});
