// The one server process: migrates the database, seeds the demo, starts the email worker and the
// deliveries to webhooks and Follow Up Boss, and serves the Remix app (and, later, the widget)
// with security headers.
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import crypto from 'node:crypto';
import express from 'express';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { migrateToLatest } from '../db/connection';
import { ConfigError, config } from './app/.server/config.server';
import { opened } from './app/.server/db.server';
import { startEmailWorker } from './app/.server/email/email.server';
import { startJobPruning } from './app/.server/jobs/prune.server';
import { defaultConcurrency, startJobRunner } from './app/.server/jobs/runner.server';
import { registerDocumentJobs } from './app/.server/ingest/document-jobs.server';
import { extractWorkerScript, startExtractPool, stopExtractPool } from './app/.server/ingest/extract-pool.server';
import { startStagingPurge, sweepOrphans } from './app/.server/ingest/sweep.server';
import { registerDeliveryJobs } from './app/.server/integrations/delivery-jobs.server';
import { seedDemo } from './app/.server/demo/seed.server';
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
  await migrateToLatest(db);
  console.log(`database: ${path.join(c.dataDir, 'oha.sqlite')}`);
  // Before any request: leftovers of a crash (files no row references, temporary folders) go.
  const swept = await sweepOrphans(db, c.dataDir);
  if (swept.orphanFiles + swept.tmpFolders > 0) {
    console.log(`removed ${swept.orphanFiles} unreferenced files and ${swept.tmpFolders} temporary folders`);
  }
  startStagingPurge();
  if (c.demo) await seedDemo();
  startEmailWorker();
  const workers = c.workers ?? defaultConcurrency();
  // Documents are read in worker threads, never on the event loop that answers requests.
  const readers = startExtractPool({
    ...extractWorkerScript(compiled ? import.meta.url : undefined),
    size: workers,
  });
  // Chat answers of the offline engine are worked out in worker threads too (answer-pool.server.ts).
  const answerWorkers = c.aiProvider === 'offline' ? (c.answerWorkers ?? defaultAnswerWorkers()) : 0;
  const answerers =
    answerWorkers > 0
      ? startAnswerPool({
          ...answerWorkerScript(compiled ? import.meta.url : undefined),
          size: answerWorkers,
          databaseFile: path.join(c.dataDir, 'oha.sqlite'),
        })
      : null;
  registerDocumentJobs();
  registerDeliveryJobs(db);
  // Finished jobs past their retention are deleted by an hourly job of the same queue.
  startJobPruning(db, c.jobRetention);
  const jobs = startJobRunner({ db, concurrency: workers, perGroup: c.jobsPerAccount });
  console.log(`background jobs and document readers: ${workers} at a time`);
  if (answerers) console.log(`chat answers: ${answerers.size} worker thread${answerers.size > 1 ? 's' : ''}`);
  console.log(`email: ${c.postmarkToken ? 'Postmark' : `outbox files in ${path.join(c.dataDir, 'outbox')}`}`);
  console.log(`AI provider: ${describeProvider()}`);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());

  // Every non-GET request, page actions and resource routes alike, must come from our own origin.
  app.use(crossOriginGuard(c.publicUrl));

  // The embeddable widget (/widget.js, /widget/embed-*, /embed/:pathname) sets its own headers:
  // other sites may frame /embed, which the global X-Frame-Options / frame-ancestors below forbid.
  app.use(widgetRoutes(path.join(buildDir, 'widget')));

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
      // clientIp keys the rate limits (req.ip honours X-Forwarded-For only from loopback proxies).
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? '' }),
    }),
  );

  const server = app.listen(c.port, () => {
    console.log(`Open House Assistant on ${c.publicUrl} (listening on port ${c.port})`);
    readers.warm();
    answerers?.warm();
    // A restart must not make the first question on a very large listing wait for its knowledge.
    const large = warmLargeKnowledge();
    if (large) console.log(`answer knowledge of ${large} large listings: built in the background`);
    // The Chinese script converters (about 170 ms to build): now, not on a visitor's first question.
    setTimeout(warmHanFolding, 1000).unref();
  });
  // Running jobs are handed back to the queue (a kill instead leaves them to lease expiry).
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    void jobs
      .stop()
      .then(stopExtractPool)
      .then(stopAnswerPool)
      .catch((err) => console.error('job runner stop:', err))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
