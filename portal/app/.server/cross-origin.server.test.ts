import { describe, expect, it } from 'vitest';
import { checkCrossOrigin } from './cross-origin.server';

const PUBLIC = 'https://oha.example.com';
const check = (method: string, headers: Record<string, string>) =>
  checkCrossOrigin(method, (n) => headers[n.toLowerCase()], PUBLIC).ok;

describe('cross-origin check', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('lets %s through from anywhere', (method) => {
    expect(check(method, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it.each([
    ['the page itself', { origin: PUBLIC, 'sec-fetch-site': 'same-origin' }],
    ['the widget iframe (same origin as the server)', { origin: PUBLIC, 'sec-fetch-site': 'same-origin' }],
    ['a browser without Sec-Fetch-Site', { origin: PUBLIC }],
    ['an origin in other case', { origin: 'HTTPS://OHA.EXAMPLE.COM' }],
    ['a user action (address bar, bookmark)', { 'sec-fetch-site': 'none' }],
    ['an older browser with a same-origin Referer', { referer: `${PUBLIC}/login` }],
    ['a client that is not a browser (curl, the CLI, the bench)', {}],
  ])('allows %s', (_what, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(check(method, headers)).toBe(true);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    [
      'another port of the same host (same-site)',
      { origin: 'https://oha.example.com:4103', 'sec-fetch-site': 'same-site' },
    ],
    ['a sibling subdomain', { origin: 'https://evil.example.com', 'sec-fetch-site': 'same-site' }],
    ['http instead of https', { origin: 'http://oha.example.com' }],
    ['a sandboxed frame or redirect (Origin: null)', { origin: 'null' }],
    ['Sec-Fetch-Site alone saying cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a same-origin claim with a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['an older browser with a foreign Referer', { referer: 'https://evil.example/page' }],
    ['an unparsable Referer', { referer: 'not a url' }],
    ['an origin with a path', { origin: `${PUBLIC}/` }],
  ])('refuses %s', (_what, headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(check(method, headers)).toBe(false);
  });
});
