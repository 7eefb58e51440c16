// The process's life as a load balancer sees it. /livez: the process answers (no database: a
// busy database must not get healthy instances restarted). /readyz: this instance should get
// traffic: start-up finished (migrations run), the database answers, not shutting down; 503
// otherwise. On SIGTERM or SIGINT the shutdown below drains the instance without dropping what
// it was doing: readiness turns 503 at once, new connections are still taken for
// OHA_SHUTDOWN_DELAY_SECONDS (until the balancer has seen the 503), then the listener closes,
// requests in flight get OHA_SHUTDOWN_GRACE_SECONDS to finish, and the caller's steps stop the
// background work (the job runner hands its jobs back) and close the database.
import type { RequestHandler } from 'express';
import type { Server } from 'node:http';

export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  phase(): Phase;
  /** Start-up is done: /readyz may say ready. */
  ready(): void;
  /** Before the rest of the app: health endpoints, requests counted, nothing served while starting. */
  middleware: RequestHandler;
  /** Requests being answered now. */
  inFlight(): number;
  shutdown(server: Server, opts: ShutdownOptions): Promise<void>;
}

export interface ShutdownOptions {
  /** Seconds (ms) new connections are still accepted after readiness turned 503. */
  delayMs: number;
  /** Time requests in flight get, once the listener is closed, before their connections are cut. */
  graceMs: number;
  /** Started at once, beside the HTTP drain: stop claiming jobs, hand running ones back. */
  stopBackground: () => Promise<void>;
  /** Last, when no request or job can use it any more. */
  close: () => Promise<void>;
  log?: (line: string) => void;
}

// Unref'd: the server (or its last connections) is what keeps the process alive meanwhile.
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

export function createLifecycle(opts: {
  /** Throws (or times out) when the database cannot answer. */
  checkDatabase: () => Promise<unknown>;
  checkTimeoutMs?: number;
}): Lifecycle {
  let phase: Phase = 'starting';
  let inFlight = 0;
  let server: Server | undefined;
  const idle: Array<() => void> = [];
  const checkTimeoutMs = opts.checkTimeoutMs ?? 2000;

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        opts.checkDatabase(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (req.path === '/livez' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.set('Cache-Control', 'no-store').json({ status: 'alive' });
      return;
    }
    if (req.path === '/readyz' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.set('Cache-Control', 'no-store');
      if (phase !== 'ready') {
        res.status(503).json({ status: phase });
        return;
      }
      void databaseAnswers().then((ok) => {
        // The phase may have changed while the database was asked.
        if (phase !== 'ready') res.status(503).json({ status: phase });
        else if (!ok) res.status(503).json({ status: 'database unavailable' });
        else res.json({ status: 'ready' });
      });
      return;
    }
    if (phase === 'starting') {
      res.status(503).set('Retry-After', '5').end();
      return;
    }
    inFlight++;
    // A client should open its next connection elsewhere: this instance is going away.
    if (phase === 'draining') res.set('Connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (phase !== 'draining') return;
      // Its connection is idle now: close it rather than wait out the keep-alive timeout.
      setImmediate(() => server?.closeIdleConnections());
      if (inFlight === 0) for (const resolve of idle.splice(0)) resolve();
    });
    next();
  };

  const noneInFlight = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)));

  return {
    phase: () => phase,
    ready() {
      if (phase === 'starting') phase = 'ready';
    },
    middleware,
    inFlight: () => inFlight,
    async shutdown(httpServer, o) {
      const log = o.log ?? ((line: string) => console.log(line));
      server = httpServer;
      phase = 'draining';
      log(`shutting down: /readyz answers 503; ${inFlight} request(s) in flight`);
      const background = o.stopBackground().catch((err) => console.error('stopping background work:', err));
      if (o.delayMs > 0) await sleep(o.delayMs);

      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        noneInFlight().then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), o.graceMs).unref();
        }),
      ]);
      clearTimeout(timer);
      if (timedOut) log(`shutdown: ${inFlight} request(s) still running after ${o.graceMs / 1000} s: closing them`);
      httpServer.closeAllConnections();
      await closed;
      await background;
      await o.close();
      log('shutdown complete');
    },
  };
}
