// The one way a webhook leaves the server: POST a body to an agent-given URL, safely.
// - the URL passes checkWebhookUrl (http(s), https unless loopback with private allowed);
// - the host is resolved once and every answer must be a public address (unless allowed), then
//   the connection goes to exactly that address (pinned, so a DNS answer that changes between
//   check and connect, "DNS rebinding", cannot redirect it), with TLS still checked for the name;
// - redirects are never followed (a 3xx is an answer like any other, and not a success);
// - one time limit covers connecting, sending and reading; only the first 2 KB of the answer
//   are kept (shown to the agent), the rest is discarded.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkWebhookUrl, classifyAddress } from './address-safety';

export const MAX_ANSWER_BYTES = 2048;

export interface SafeAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first 2 KB of the body, as text. */
  body: string;
  ms: number;
}

/** The URL or its address is not allowed: trying again later will not help until it changes. */
export class RefusedDestination extends Error {
  override name = 'RefusedDestination';
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Tests resolve names without DNS. */
  resolve?: Resolver;
}

/** The address to connect to: the first answer, after checking all of them. */
export async function resolveTarget(url: URL, opts: Pick<PostOptions, 'allowPrivate' | 'resolve'>) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let answers: Array<{ address: string; family: number }>;
  if (net.isIP(host)) {
    answers = [{ address: host, family: net.isIP(host) }];
  } else {
    try {
      answers = await (opts.resolve ?? systemResolver)(host);
    } catch {
      throw new Error(`The host ${host} could not be found.`);
    }
  }
  if (answers.length === 0) throw new Error(`The host ${host} could not be found.`);
  // Every answer must pass: a name that mixes a public and a private address is refused outright.
  if (!opts.allowPrivate && answers.some((a) => classifyAddress(a.address) !== 'public'))
    throw new RefusedDestination('Webhooks cannot be sent to private or local network addresses.');
  return answers[0]!;
}

export async function postJson(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: PostOptions,
): Promise<SafeAnswer> {
  const checked = checkWebhookUrl(rawUrl, { allowPrivate: opts.allowPrivate });
  if (!checked.ok) throw new RefusedDestination(checked.error);
  const url = checked.url;
  const started = Date.now();
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const target = await raceDeadline(resolveTarget(url, opts), deadline, opts.timeoutMs);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const isHttps = url.protocol === 'https:';

  return new Promise<SafeAnswer>((resolve, reject) => {
    const req = (isHttps ? https : http).request({
      method: 'POST',
      protocol: url.protocol,
      hostname,
      port: url.port || (isHttps ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: {
        ...headers,
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'OpenHouseAssistant-Webhooks/1',
      },
      // A fresh connection to the checked address; the name still drives SNI and the certificate check.
      agent: false,
      servername: isHttps && !net.isIP(hostname) ? hostname : undefined,
      lookup: pinnedLookup(target),
      signal: deadline,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES),
          ms: Date.now() - started,
        });
      res.on('data', (c: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(c);
        size += c.length;
        // Enough to show the agent; the rest of a large answer is not worth waiting for.
        if (size >= MAX_ANSWER_BYTES) {
          finish();
          res.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', (err) => reject(deadline.aborted ? timeoutError(opts.timeoutMs) : err));
    });
    req.on('error', (err) => reject(deadline.aborted ? timeoutError(opts.timeoutMs) : err));
    req.end(body);
  });
}

function timeoutError(ms: number): Error {
  return new Error(`No answer within ${Math.round(ms / 1000)} seconds.`);
}

function raceDeadline<T>(p: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeoutError(ms));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A `lookup` that always answers with the checked address (both callback shapes Node uses). */
function pinnedLookup(target: { address: string; family: number }): net.LookupFunction {
  return ((_hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as net.LookupFunction;
}
