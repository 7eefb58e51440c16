// Where a webhook may go. The agent types the URL, so without these rules the server could be
// made to POST into its own network (the cloud metadata service at 169.254.169.254, an admin
// panel on 10.x, the app itself on 127.0.0.1). Pure functions: the resolver and the HTTP client
// live in safe-http.server.ts. OHA_WEBHOOK_ALLOW_PRIVATE=1 (tests, a receiver on the same machine)
// lifts the address rules and allows plain http to a loopback host.
import net from 'node:net';

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

type V4Rule = [base: string, bits: number, kind: Exclude<AddressKind, 'public'>];

// IANA special-purpose registries (RFC 6890 and successors): nothing here is a website.
const V4_RULES: V4Rule[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const V4_PARSED = V4_RULES.map(([base, bits, kind]) => ({
  base: v4ToInt(base),
  size: 2 ** (32 - bits),
  kind,
}));

function classifyV4(n: number): AddressKind {
  for (const r of V4_PARSED) if (n >= r.base && n < r.base + r.size) return r.kind;
  return 'public';
}

/** Eight 16-bit groups of an IPv6 address (zone ids are not accepted), or null. */
export function parseV6(ip: string): number[] | null {
  if (net.isIPv6(ip) === false || ip.includes('%')) return null;
  let s = ip.toLowerCase();
  // A dotted IPv4 tail ("::ffff:10.0.0.1") becomes two hex groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (tail) {
    const n = v4ToInt(tail[1]!);
    s = s.slice(0, -tail[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, rest] = s.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(fill).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function embeddedV4(hi: number, lo: number): number {
  return hi * 65536 + lo;
}

function classifyV6(g: number[]): AddressKind {
  const [a, b, c, d, e, f, h1, h2] = g as [number, number, number, number, number, number, number, number];
  const zeroTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  if (zeroTo(8)) return 'unspecified';
  if (zeroTo(7) && h2 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): the socket talks IPv4, so the IPv4 rules decide.
  if (zeroTo(5) && f === 0xffff) return classifyV4(embeddedV4(h1, h2));
  // IPv4-compatible (::a.b.c.d, deprecated) and IPv4-translated (::ffff:0:a.b.c.d).
  if (zeroTo(6) || (zeroTo(4) && e === 0xffff && f === 0)) return 'reserved';
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address; 64:ff9b:1::/48 is local use.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return classifyV4(embeddedV4(h1, h2));
  if (a === 0x64 && b === 0xff9b && c === 1) return 'private';
  // 6to4 (2002::/16) carries an IPv4 address in bits 16-47.
  if (a === 0x2002) return classifyV4(embeddedV4(b, c));
  // Teredo (2001::/32) tunnels to obfuscated IPv4 peers; documentation (2001:db8::/32).
  if (a === 0x2001 && (b === 0 || b === 0xdb8)) return 'reserved';
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return 'reserved'; // discard-only 100::/64
  if ((a & 0xfe00) === 0xfc00) return 'unique-local'; // fc00::/7
  if ((a & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((a & 0xffc0) === 0xfec0) return 'private'; // fec0::/10, deprecated site-local
  if ((a & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}

/** What kind of address an IP literal is; anything that is not an IP address is "reserved". */
export function classifyAddress(ip: string): AddressKind {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (net.isIPv4(bare)) return classifyV4(v4ToInt(bare));
  const v6 = parseV6(bare);
  return v6 ? classifyV6(v6) : 'reserved';
}

export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === 'public';
}

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  return net.isIP(h) !== 0 && classifyAddress(h) === 'loopback';
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; error: string };

export const MAX_WEBHOOK_URL = 2000;

/**
 * The rules a webhook URL must meet before anything is resolved: http(s) only, https unless it is
 * a loopback receiver with private addresses allowed, no credentials, no IP literal of a private
 * network. The host's DNS answers are checked again at every delivery (safe-http.server.ts).
 */
export function checkWebhookUrl(raw: string, opts: { allowPrivate: boolean }): UrlCheck {
  const value = raw.trim();
  if (!value) return { ok: false, error: 'Enter the URL of the receiver.' };
  if (value.length > MAX_WEBHOOK_URL) return { ok: false, error: 'The URL is too long.' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: 'Enter a full URL starting with https://' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, error: 'Only https:// URLs can receive webhooks.' };
  if (url.protocol === 'http:' && !(opts.allowPrivate && isLoopbackHost(url.hostname)))
    return { ok: false, error: 'Use https:// so leads travel encrypted.' };
  if (url.username || url.password)
    return { ok: false, error: 'Remove the user name and password from the URL: deliveries are signed instead.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate && (isLoopbackHost(host) || (net.isIP(host) && !isPublicAddress(host))))
    return { ok: false, error: 'Webhooks cannot be sent to private or local network addresses.' };
  url.hash = '';
  return { ok: true, url };
}
