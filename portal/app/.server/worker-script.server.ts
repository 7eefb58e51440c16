// Where a worker thread's script lives and how it is started, for the thread pools (document
// readers: ingest/extract-pool.server.ts; answers: ai/offline/answer-pool.server.ts). The compiled
// server (vite.config.server.ts) has each worker compiled beside itself; under tsx the worker is a
// TypeScript source, started through tsx's loader.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The worker's script: `compiled` beside the compiled server when it passes its own
 * `import.meta.url`, else the TypeScript source (`source`, a URL relative to its caller).
 */
export function workerScript(compiled: string, source: URL, compiledServerUrl?: string): URL {
  return compiledServerUrl ? new URL(`./${compiled}`, compiledServerUrl) : source;
}

/**
 * The worker's entry code (for `new Worker(code, { eval: true })`). Node 20 does not pass
 * `--import tsx` on to a worker's own entry module, so a TypeScript script is imported after
 * registering tsx's loader inside the worker.
 */
export function workerBootstrap(script: URL): string {
  const target = JSON.stringify(script.href);
  if (!script.pathname.endsWith('.ts')) return `import(${target});`;
  // The ESM entry of tsx/esm/api (require.resolve would give the CommonJS one).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = JSON.stringify(pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href);
  return `import(${tsx}).then((t) => { t.register(); return import(${target}); });`;
}
