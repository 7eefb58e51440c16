// The HAProxy configuration: the compose file's copy is what the command makes, and Debian's
// haproxy accepts what it makes (checked where haproxy is installed; shown as skipped elsewhere).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHaproxyConfig } from './haproxy-config';

const COMPOSE_CFG = path.resolve('deploy/haproxy.cfg');
/** How deploy/haproxy.cfg is made (docs/deployment.md names this command). */
const COMPOSE_OPTIONS = {
  bind: '*:8080',
  servers: ['app1:3000', 'app2:3000', 'app3:3000'],
  log: true,
  resolver: '127.0.0.11:53',
};
const haproxy = spawnSync('haproxy', ['-v']).status === 0;

function check(text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-haproxy-'));
  try {
    fs.writeFileSync(path.join(dir, 'haproxy.cfg'), text);
    return spawnSync('haproxy', ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('haproxy-config', () => {
  it('made deploy/haproxy.cfg (run the command again after changing the template)', () => {
    expect(fs.readFileSync(COMPOSE_CFG, 'utf8')).toBe(renderHaproxyConfig(COMPOSE_OPTIONS));
  });

  it('checks every instance on /readyz and lists each one', () => {
    const text = renderHaproxyConfig({ servers: ['127.0.0.1:3001', '127.0.0.1:3002'], bind: '127.0.0.1:8080' });
    expect(text).toContain('http-check send meth GET uri /readyz');
    expect(text).toContain('    server app1 127.0.0.1:3001\n    server app2 127.0.0.1:3002\n');
    expect(text).toContain('    bind 127.0.0.1:8080\n');
    expect(text).not.toMatch(/\{\{|resolvers|listen stats|log stdout/);
  });

  it('refuses what is not HOST:PORT', () => {
    expect(() => renderHaproxyConfig({ servers: [] })).toThrow(/at least one --server/);
    expect(() => renderHaproxyConfig({ servers: ['app1'] })).toThrow(/"app1" is not an address/);
    expect(() => renderHaproxyConfig({ servers: ['a:1'], bind: 'x y:80' })).toThrow(/not an address/);
  });

  it.skipIf(!haproxy)("is accepted by haproxy -c: a bench's configuration and the compose file's", () => {
    const bench = check(
      renderHaproxyConfig({
        servers: ['127.0.0.1:3001', '127.0.0.1:3002', '127.0.0.1:3003'],
        bind: '127.0.0.1:8080',
        stats: '127.0.0.1:8404',
      }),
    );
    expect(bench.status, bench.stderr).toBe(0);
    expect(bench.stderr).not.toMatch(/WARNING|ALERT/);
    // The compose names resolve only on the compose network: a warning here, valid all the same.
    const compose = check(fs.readFileSync(COMPOSE_CFG, 'utf8'));
    expect(compose.status, compose.stderr).toBe(0);
    expect(compose.stderr).not.toMatch(/ALERT/);
  });
});
