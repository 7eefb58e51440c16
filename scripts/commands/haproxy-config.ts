// npm run oha -- haproxy-config --server HOST:PORT [--server ...] [--bind ADDR] [--log]
//   [--resolver ADDR] [--stats ADDR] [--out FILE]
// Writes an HAProxy configuration for several app instances from deploy/haproxy.cfg.template:
// health checks on /readyz, retries only where nothing was done, timeouts below the app's
// keep-alive (docs/deployment.md). The compose file's deploy/haproxy.cfg is made with it, and so
// can a bench that runs Debian's haproxy on this machine (renderHaproxyConfig).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HAPROXY_TEMPLATE = path.join(ROOT, 'deploy', 'haproxy.cfg.template');

export interface HaproxyOptions {
  /** Instances, host:port; named app1, app2, ... */
  servers: string[];
  /** Where HAProxy listens (default *:8080). */
  bind?: string;
  maxconn?: number;
  /** Log each request to standard output (HAProxy in the foreground, e.g. in a container). */
  log?: boolean;
  /** A DNS server to follow the instances' addresses while running (Docker's: 127.0.0.11:53). */
  resolver?: string;
  /** Where HAProxy's statistics page listens (none by default). */
  stats?: string;
}

const ADDRESS = /^(\*|[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$/;

export function renderHaproxyConfig(
  opts: HaproxyOptions,
  template = fs.readFileSync(HAPROXY_TEMPLATE, 'utf8'),
): string {
  if (opts.servers.length === 0) throw new Error('at least one --server HOST:PORT is needed');
  const bind = opts.bind ?? '*:8080';
  for (const a of [
    bind,
    ...opts.servers,
    ...(opts.resolver ? [opts.resolver] : []),
    ...(opts.stats ? [opts.stats] : []),
  ])
    if (!ADDRESS.test(a)) throw new Error(`"${a}" is not an address HOST:PORT`);
  const extra: string[] = [];
  if (opts.resolver) extra.push('resolvers dns', `    nameserver dns1 ${opts.resolver}`, '    hold valid 10s', '');
  if (opts.stats)
    extra.push(
      'listen stats',
      `    bind ${opts.stats}`,
      '    stats enable',
      '    stats uri /',
      '    stats refresh 5s',
      '',
    );
  const values: Record<string, string> = {
    maxconn: String(opts.maxconn ?? 4096),
    global: opts.log ? '    log stdout format raw local0 info' : '',
    defaults: opts.log ? '    log global\n    option httplog' : '',
    bind,
    serverOptions: opts.resolver ? ' resolvers dns' : '',
    servers: opts.servers.map((a, i) => `    server app${i + 1} ${a}`).join('\n'),
    extra: extra.join('\n'),
  };
  const out = template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    if (!(k in values)) throw new Error(`unknown template parameter {{${k}}}`);
    return values[k]!;
  });
  // Parameters left empty leave empty lines: one blank line between sections, none inside them.
  return out
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n(?=\n[ \t])/g, '')
    .replace(/\n+$/, '\n');
}

export async function run(args: string[]): Promise<number> {
  const opts: HaproxyOptions = { servers: [] };
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--server') opts.servers.push(value());
    else if (a === '--bind') opts.bind = value();
    else if (a === '--resolver') opts.resolver = value();
    else if (a === '--stats') opts.stats = value();
    else if (a === '--maxconn') opts.maxconn = Number(value());
    else if (a === '--log') opts.log = true;
    else if (a === '--out') out = value();
    else {
      console.error(
        'usage: npm run oha -- haproxy-config --server HOST:PORT [--server ...] [--bind ADDR] [--log] [--resolver ADDR] [--stats ADDR] [--out FILE]',
      );
      return 2;
    }
  }
  const text = renderHaproxyConfig(opts);
  if (out) {
    fs.writeFileSync(out, text);
    console.log(
      `HAProxy configuration written: ${out} (${opts.servers.length} instances; check it with haproxy -c -f ${out})`,
    );
  } else {
    process.stdout.write(text);
  }
  return 0;
}
