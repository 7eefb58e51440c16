// Contract-test harness: a local HTTP server (node:http) that replays recorded OpenAI exchanges in
// order and keeps every request it received, so a test can compare what our code sent with what
// the recording expects. Used only by *.contract.test.ts; production code never imports it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The JSON body we must send (instructions are checked separately: they are prose). */
  json?: Record<string, unknown>;
  /** Multipart fields; a file field names its filename. */
  multipart?: Record<string, string | { filename: string }>;
}

export interface RecordedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * Server-sent events, written as `event:`/`data:` pairs; an empty event name writes the data
   * line alone and string data as it is (chat/completions streams: `data: {...}`, `data: [DONE]`).
   */
  sse?: Array<{ event: string; data: unknown }>;
}

export interface Recording {
  description: string;
  exchanges: Array<{ request: RecordedRequest; response: RecordedResponse }>;
  [extra: string]: unknown;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json?: Record<string, unknown>;
  form?: FormData;
}

export interface ReplayServer {
  /** The value for OPENAI_BASE_URL. */
  baseURL: string;
  received: ReceivedRequest[];
  /** Requests that did not match the next recorded exchange. */
  mismatches: string[];
  remaining: () => number;
  close: () => Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** A recording by name, from this folder's recordings/ or another provider's (dir). */
export function loadRecording<T extends Recording = Recording>(name: string, dir = path.join(here, 'recordings')): T {
  return JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as T;
}

async function parseBody(req: http.IncomingMessage, raw: Buffer): Promise<Pick<ReceivedRequest, 'json' | 'form'>> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return { json: JSON.parse(raw.toString('utf8')) };
  if (type.startsWith('multipart/form-data')) {
    // Let the platform's own multipart parser read it, as a real server would.
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    return { form };
  }
  return {};
}

export async function startReplay(exchanges: Recording['exchanges']): Promise<ReplayServer> {
  const queue = [...exchanges];
  const received: ReceivedRequest[] = [];
  const mismatches: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://replay');
      const got: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        raw,
        ...(await parseBody(req, raw)),
      };
      received.push(got);
      const next = queue.shift();
      if (!next || next.request.method !== got.method || next.request.path !== got.path) {
        const want = next ? `${next.request.method} ${next.request.path}` : 'nothing';
        mismatches.push(`got ${got.method} ${got.path}, recording expects ${want}`);
        // 400 so the SDK does not retry a request the recording does not know.
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `replay mismatch: ${mismatches.at(-1)}`, type: 'invalid_request_error' },
          }),
        );
        return;
      }
      const r = next.response;
      if (r.sse) {
        res.writeHead(r.status, { 'content-type': 'text/event-stream; charset=utf-8', ...r.headers });
        for (const e of r.sse) {
          const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data);
          res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${data}\n\n`);
        }
        res.end();
        return;
      }
      res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
      res.end(JSON.stringify(r.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    mismatches,
    remaining: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
