// The deployment files agree with each other and with the app (no container engine runs them
// here): the compose file's instances are the ones HAProxy checks, on the port the image serves,
// with settings the app accepts at boot; the image drains on SIGTERM and checks /livez.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { config, resetConfigForTests } from '../portal/app/.server/config.server';

const ROOT = path.resolve(__dirname, '..');
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const apps = Object.entries(compose.services).filter(([, s]) => s.build === '.');

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

describe('compose.yaml', () => {
  it('runs three app instances that HAProxy checks on /readyz', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2', 'app3']);
    const cfg = read('deploy/haproxy.cfg');
    for (const [name] of apps) expect(cfg).toContain(`    server ${name} ${name}:3000\n`);
    expect(cfg).toContain('http-check send meth GET uri /readyz');
    expect(compose.services.haproxy!.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(compose.services.haproxy!.ports).toEqual(['8080:8080']);
  });

  it('gives every instance the same settings, which the app accepts: S3 storage, one session secret', () => {
    const [first, ...others] = apps.map(([, s]) => s.environment!);
    for (const env of others) expect(env).toEqual(first);
    process.env = { ...saved, DATA_DIR: path.join(ROOT, 'build', 'unused'), ...first };
    resetConfigForTests();
    const c = config();
    expect(c.storage).toMatchObject({ kind: 's3', bucket: 'oha-documents', endpoint: 'http://minio:9000' });
    expect(c.sessionSecret).toBe(first!.SESSION_SECRET);
    expect(c.trustProxy).toBe('uniquelocal');
    expect(first!.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
  });

  it('waits out the drain before a kill, and creates PostgreSQL with a UTF-8 locale', () => {
    const { environment } = apps[0]![1];
    const drainSeconds =
      Number(environment!.OHA_SHUTDOWN_DELAY_SECONDS) + Number(environment!.OHA_SHUTDOWN_GRACE_SECONDS);
    expect(Number.parseInt(apps[0]![1].stop_grace_period!, 10)).toBeGreaterThan(drainSeconds);
    expect(compose.services.postgres!.environment!.POSTGRES_INITDB_ARGS).toMatch(/--encoding=UTF8 --locale=C\.UTF-8/);
  });
});

describe('Dockerfile', () => {
  const docker = read('Dockerfile');
  it('runs the compiled server with production dependencies only, as a user other than root', () => {
    expect(docker).toMatch(/RUN npm ci --omit=dev/);
    expect(docker).toMatch(/^CMD \["node", "build\/server\.js"\]$/m);
    expect(docker).toMatch(/^USER node$/m);
    expect(docker).toMatch(/^FROM node:20-/m);
  });

  it('checks /livez on the port it serves, and leaves build output out of the context', () => {
    expect(docker).toMatch(/HEALTHCHECK[\s\S]*\/livez/);
    expect(docker).toMatch(/PORT=3000/);
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['node_modules', 'build', 'data', '.git']),
    );
  });
});
