// A real S3-compatible server for tests (s3rver: the S3 REST API over HTTP, objects kept in a
// temporary folder), on a free port of this machine, with one bucket. Unit tests and end-to-end
// specs start one each; stop() removes everything it stored.
import S3rver from '@20minutes/s3rver';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StorageSettings } from '../settings.server';

const QUIET_SDK = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED';

/** s3rver's built-in account. */
export const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  settings(prefix?: string): Extract<StorageSettings, { kind: 's3' }>;
  /** The app's environment for this store (OHA_STORAGE=s3 and the S3_* variables). */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * `strictSignatures: false` accepts requests whatever their signature: s3rver computes the
 * canonical path of bucket-level requests (listing, HEAD bucket) without the trailing "/" that
 * AWS and the SDK sign, so with checking on, path-style listing is refused although it is right.
 * A strict server still checks every object-level request (put, get, copy, delete).
 */
export async function startS3TestServer(opts: { strictSignatures?: boolean } = {}): Promise<S3TestServer> {
  // The SDK's notice that its releases from 2027 need Node 22: said once in docs/deployment.md.
  process.env[QUIET_SDK] ??= 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'oha-s3-'));
  const bucket = 'oha-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: !(opts.strictSignatures ?? false),
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    settings: (prefix = '') => ({
      kind: 's3',
      bucket,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: S3RVER_KEY,
    }),
    env: (prefix = '') => ({
      OHA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_PREFIX: prefix,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
      [QUIET_SDK]: 'true',
    }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
