import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, postJson, RefusedDestination, type Resolver } from './safe-http.server';

interface Hit {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function receiver(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void, host = '127.0.0.1') {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, host, r));
  return { port: (server.address() as AddressInfo).port, hits };
}

const fixed =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const lenient = { timeoutMs: 5000, allowPrivate: true };
const strict = { timeoutMs: 5000, allowPrivate: false };

describe('safe webhook POST', () => {
  it('posts the body with the given headers and returns the answer', async () => {
    const r = await receiver((_q, res) => res.writeHead(202, { 'retry-after': '3' }).end('thanks'));
    const out = await postJson(`http://127.0.0.1:${r.port}/hook?x=1`, { 'webhook-id': 'evt_1' }, '{"a":1}', lenient);
    expect(out).toMatchObject({ status: 202, body: 'thanks' });
    expect(out.headers['retry-after']).toBe('3');
    expect(r.hits).toEqual([expect.objectContaining({ method: 'POST', url: '/hook?x=1', body: '{"a":1}' })]);
    expect(r.hits[0]!.headers['webhook-id']).toBe('evt_1');
  });

  it('refuses loopback, private and mixed DNS answers unless private addresses are allowed', async () => {
    const r = await receiver((_q, res) => res.end('no'));
    await expect(postJson(`http://127.0.0.1:${r.port}/`, {}, '{}', strict)).rejects.toThrow(RefusedDestination);
    await expect(
      postJson('https://hooks.example.test/', {}, '{}', { ...strict, resolve: fixed('10.1.2.3') }),
    ).rejects.toThrow('private or local network');
    await expect(
      postJson('https://hooks.example.test/', {}, '{}', {
        ...strict,
        resolve: fixed('93.184.215.14', '169.254.169.254'),
      }),
    ).rejects.toThrow(RefusedDestination);
    await expect(
      postJson('https://hooks.example.test/', {}, '{}', { ...strict, resolve: fixed('::ffff:127.0.0.1') }),
    ).rejects.toThrow(RefusedDestination);
    expect(r.hits).toHaveLength(0);
  });

  it('connects to the address it checked, whatever DNS says next (no rebinding)', async () => {
    // The receiver listens on 127.0.0.2 only, which the system resolver never answers for this
    // name: the request arrives only if the connection uses the checked answer.
    const r = await receiver((_q, res) => res.end('ok'), '127.0.0.2');
    let calls = 0;
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '127.0.0.2' : '10.66.66.66', family: 4 }];
    const out = await postJson(`http://hooks.localhost:${r.port}/x`, {}, '{}', { ...lenient, resolve: rebinding });
    expect(out.status).toBe(200);
    expect(calls).toBe(1);
    expect(r.hits[0]!.headers.host).toBe(`hooks.localhost:${r.port}`);
  });

  it('does not follow redirects', async () => {
    const inner = await receiver((_q, res) => res.end('inner'));
    const r = await receiver((_q, res) => res.writeHead(307, { location: `http://127.0.0.1:${inner.port}/` }).end());
    const out = await postJson(`http://127.0.0.1:${r.port}/`, {}, '{}', lenient);
    expect(out.status).toBe(307);
    expect(inner.hits).toHaveLength(0);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const r = await receiver(() => {
      /* never answers */
    });
    await expect(postJson(`http://127.0.0.1:${r.port}/`, {}, '{}', { ...lenient, timeoutMs: 300 })).rejects.toThrow(
      'No answer within',
    );
    expect(r.hits).toHaveLength(1);
  });

  it('keeps only the beginning of a long answer', async () => {
    const r = await receiver((_q, res) => res.end('x'.repeat(50_000)));
    const out = await postJson(`http://127.0.0.1:${r.port}/`, {}, '{}', lenient);
    expect(out.body).toHaveLength(MAX_ANSWER_BYTES);
  });

  it('refuses a URL that breaks the rules before resolving anything', async () => {
    let resolved = false;
    const spy: Resolver = async () => ((resolved = true), [{ address: '93.184.215.14', family: 4 }]);
    await expect(postJson('http://example.com/', {}, '{}', { ...strict, resolve: spy })).rejects.toThrow('https://');
    await expect(postJson('gopher://example.com/', {}, '{}', { ...strict, resolve: spy })).rejects.toThrow(
      RefusedDestination,
    );
    expect(resolved).toBe(false);
  });
});
