// The one server process: answers /livez and /readyz from the start, migrates the database, seeds
// the demo, starts the email worker, the job runner and the deliveries to webhooks and Follow Up
// Boss, and serves the Remix app and the widget with security headers; drains on SIGTERM/SIGINT.
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import crypto from 'node:crypto';
import express from 'express';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { migrateToLatest, withAdvisoryLock } from '../db/connection';
import { describeTarget } from '../db/dialect';
import { ConfigError, config } from './app/.server/config.server';
import { closeDatabase, opened } from './app/.server/db.server';
import { createLifecycle } from './app/.server/lifecycle.server';
import { startEmailWorker } from './app/.server/email/email.server';
import { startJobPruning } from './app/.server/jobs/prune.server';
import { defaultConcurrency, startJobRunner } from './app/.server/jobs/runner.server';
import { registerDocumentJobs } from './app/.server/ingest/document-jobs.server';
import { extractWorkerScript, startExtractPool, stopExtractPool } from './app/.server/ingest/extract-pool.server';
import { startStagingPurge, sweepOrphans } from './app/.server/ingest/sweep.server';
import { registerDeliveryJobs } from './app/.server/integrations/delivery-jobs.server';
import { registerDocumentsMissingJobs } from './app/.server/open-houses/documents-missing.server';
import { registerVisitEventJobs } from './app/.server/open-houses/visit-events.server';
import { seedDemo } from './app/.server/demo/seed.server';
import { storage } from './app/.server/storage/storage.server';
import { describeProvider } from './app/.server/ai/index.server';
import {
  answerWorkerScript,
  defaultAnswerWorkers,
  startAnswerPool,
  stopAnswerPool,
  warmLargeKnowledge,
} from './app/.server/ai/offline/answer-pool.server';
import { warmHanFolding } from './app/.server/ai/offline/text/zh-fold';
import { widgetRoutes } from './app/.server/embed/widget-routes.server';
import { kioskRoutes } from './app/.server/open-houses/kiosk-routes.server';
import { describePrintFonts } from './app/.server/open-houses/print-fonts.server';
import { printKitWorkerScript, startPrintKitWorker } from './app/.server/open-houses/print-kit.server';
import { crossOriginGuard } from './app/.server/cross-origin.server';

// Defined as true only in the compiled server (vite.config.server.ts). It serves the build it sits
// in, so a build renamed into place or copied elsewhere needs no BUILD_DIR; tsx runs read BUILD_DIR.
declare const OHA_COMPILED_SERVER: boolean | undefined;
const compiled = typeof OHA_COMPILED_SERVER !== 'undefined';
const dev = process.argv.includes('--dev');
const buildDir = compiled
  ? path.dirname(fileURLToPath(import.meta.url))
  : path.resolve(process.env.BUILD_DIR ?? 'build');

async function main() {
  const c = config();
  const { db } = opened();

  // Listening from the start: /livez answers while migrations run; /readyz and every other page say
  // 503 until start-up is done (lifecycle.server.ts).
  const life = createLifecycle({ checkDatabase: () => sql`select 1`.execute(db) });
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For counts only from these proxies (default loopback); it keys the rate limits.
  try {
    app.set('trust proxy', c.trustProxy);
  } catch (err) {
    throw new ConfigError(`OHA_TRUST_PROXY="${c.trustProxy}" is not a list of proxies: ${(err as Error).message}`);
  }
  app.use(life.middleware);
  const server = app.listen(c.port);
  server.on('error', (err) => {
    console.error(`cannot listen on port ${c.port}: ${err.message}`);
    process.exit(1);
  });
  // Idle keep-alive connections outlive the load balancer's own idle timeout, so it never sends a
  // request on a connection this server is closing (docs/deployment.md).
  server.keepAliveTimeout = c.keepAliveMs;
  server.headersTimeout = c.keepAliveMs + 1000;

  // Set once everything it stops has started; a signal before that stops the process at once.
  const drain: { run?: () => Promise<void> } = {};
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      console.log(`${signal} again: stopping now`);
      process.exit(1);
    }
    signalled = true;
    if (!drain.run) {
      console.log(`${signal} while starting: stopping`);
      process.exit(0);
    }
    void drain.run().then(
      () => process.exit(0),
      (err) => {
        console.error('shutdown:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  await migrateToLatest(db);
  console.log(`database: ${describeTarget(c.database)}`);
  const store = storage();
  await store.check();
  console.log(`documents: ${store.describe()}`);
  // Before any request: leftovers of a crash (files no row references, temporary folders) go.
  const swept = await sweepOrphans(db, store);
  if (swept.orphanFiles + swept.tmpFolders > 0) {
    console.log(`removed ${swept.orphanFiles} unreferenced files and ${swept.tmpFolders} temporary folders`);
  }
  const stopPurge = startStagingPurge(db);
  // Instances starting together: one seeds, the others then find the users it made.
  if (c.demo) await withAdvisoryLock(db, 'oha.demo-seed', seedDemo);
  const stopEmail = startEmailWorker();
  const workers = c.workers ?? defaultConcurrency();
  // Documents are read in worker threads, never on the event loop that answers requests.
  const readers = startExtractPool({
    ...extractWorkerScript(compiled ? import.meta.url : undefined),
    size: workers,
  });
  // Chat answers of the offline engine are worked out in worker threads too (answer-pool.server.ts).
  // (Each opens the SQLite file read-only; on PostgreSQL the engine answers on this thread.)
  const answerWorkers = c.aiProvider === 'offline' ? (c.answerWorkers ?? defaultAnswerWorkers()) : 0;
  const answerers =
    answerWorkers > 0 && c.database.dialect === 'sqlite'
      ? startAnswerPool({
          ...answerWorkerScript(compiled ? import.meta.url : undefined),
          size: answerWorkers,
          databaseFile: c.database.file,
        })
      : null;
  registerDocumentJobs();
  registerDeliveryJobs(db);
  registerDocumentsMissingJobs(db);
  registerVisitEventJobs(db);
  // Finished jobs past their retention are deleted by an hourly job of the same queue.
  const stopPruning = startJobPruning(db, c.jobRetention);
  const jobs = startJobRunner({ db, concurrency: workers, perGroup: c.jobsPerAccount });
  console.log(`background jobs and document readers: ${workers} at a time`);
  if (answerers) console.log(`chat answers: ${answerers.size} worker thread${answerers.size > 1 ? 's' : ''}`);
  console.log(`email: ${c.postmarkToken ? 'Postmark' : `outbox files in ${path.join(c.dataDir, 'outbox')}`}`);
  console.log(`AI provider: ${describeProvider()}`);
  // Print kits (PDF) are made in a worker thread: a CJK font takes about a second to set.
  console.log(describePrintFonts());
  startPrintKitWorker(printKitWorkerScript(compiled ? import.meta.url : undefined));

  // Stopped with the background work: what the app set-up below starts (the dev server's Vite).
  const alsoStop: Array<() => Promise<void>> = [];
  // SIGTERM/SIGINT from here on: drain, hand running jobs back to the queue (a kill instead leaves
  // them to lease expiry), close the database.
  drain.run = () =>
    life.shutdown(server, {
      ...c.shutdown,
      stopBackground: async () => {
        stopPurge();
        stopEmail();
        stopPruning();
        await jobs.stop();
        await stopExtractPool();
        await stopAnswerPool();
        for (const stop of alsoStop) await stop();
      },
      close: closeDatabase,
    });

  app.use(compression());

  // Every non-GET request, page actions and resource routes alike, must come from our own origin.
  app.use(crossOriginGuard(c.publicUrl));

  // The embeddable widget (/widget.js, /widget/embed-*, /embed/:pathname) sets its own headers:
  // other sites may frame /embed, which the global X-Frame-Options / frame-ancestors below forbid.
  app.use(widgetRoutes(path.join(buildDir, 'widget')));
  // Kiosk mode's page, service worker and manifest: its own bundle and headers (no framing at all).
  app.use(kioskRoutes(path.join(buildDir, 'kiosk')));

  // Security headers on every other response; the CSP nonce is passed to Remix for its inline scripts.
  app.use((_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (!dev) {
      res.setHeader(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'self'",
        ].join('; '),
      );
    }
    if (c.secureCookies) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
    next();
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    alsoStop.push(() => vite.close());
    build = () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(buildDir, 'client');
    // Fingerprinted assets are immutable; everything else is short-cached.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
    app.use(express.static(clientDir, { maxAge: '1h' }));
    build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  }

  app.all(
    '*',
    createRequestHandler({
      build,
      mode: dev ? 'development' : 'production',
      // clientIp keys the rate limits (req.ip honours X-Forwarded-For only from OHA_TRUST_PROXY).
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? '' }),
    }),
  );

  life.ready();
  console.log(`Open House Assistant on ${c.publicUrl} (listening on port ${c.port})`);
  readers.warm();
  answerers?.warm();
  // A restart must not make the first question on a very large listing wait for its knowledge.
  // (The answer engine's knowledge is read from SQLite; PostgreSQL's comes with its search.)
  const large = c.database.dialect === 'sqlite' ? warmLargeKnowledge() : 0;
  if (large) console.log(`answer knowledge of ${large} large listings: built in the background`);
  // The Chinese script converters (about 170 ms to build): now, not on a visitor's first question.
  setTimeout(warmHanFolding, 1000).unref();
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
