// Where uploaded and stored document bytes live, from the environment: OHA_STORAGE=fs (the default:
// under DATA_DIR, one machine) or s3 (any S3-compatible object store, shared by every instance).
// Checked at boot like the rest of config.server.ts: a value that cannot work stops the server
// with a message naming the variable.
import { ConfigError } from '../config-error.server';

export type StorageSettings =
  | { kind: 'fs' }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key (e.g. "oha/"), so one bucket can serve several installations. */
      prefix: string;
      region: string;
      /** An S3-compatible server's URL; unset: AWS S3 itself. */
      endpoint?: string;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default chain (AWS_* variables, a profile, an instance role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export interface StorageEnv {
  OHA_STORAGE?: string;
  S3_BUCKET?: string;
  S3_PREFIX?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function storageSettingsFrom(env: StorageEnv): StorageSettings {
  const kind = (env.OHA_STORAGE ?? '').trim().toLowerCase() || 'fs';
  if (kind === 'fs') return { kind: 'fs' };
  if (kind !== 's3') throw new ConfigError(`OHA_STORAGE="${env.OHA_STORAGE}" is not a storage: use fs or s3.`);

  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) throw new ConfigError('OHA_STORAGE=s3 needs S3_BUCKET (the bucket that holds the documents).');
  if (!BUCKET.test(bucket))
    throw new ConfigError(
      `S3_BUCKET="${bucket}" is not a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens.`,
    );

  let endpoint: string | undefined;
  if (env.S3_ENDPOINT?.trim()) {
    try {
      const url = new URL(env.S3_ENDPOINT.trim());
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      endpoint = url.toString().replace(/\/+$/, '');
    } catch {
      throw new ConfigError(`S3_ENDPOINT="${env.S3_ENDPOINT}" is not an http(s) URL (for example http://minio:9000).`);
    }
  }

  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (pathStyle && !['0', '1', 'true', 'false'].includes(pathStyle))
    throw new ConfigError(`S3_FORCE_PATH_STYLE="${env.S3_FORCE_PATH_STYLE}" is not a switch: use 1 or 0.`);
  // S3-compatible servers mostly answer at http://host:port/bucket; AWS prefers bucket.host.
  const forcePathStyle = pathStyle ? pathStyle === '1' || pathStyle === 'true' : endpoint !== undefined;

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials.',
    );

  let prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((s) => s === '.' || s === '..'))
    throw new ConfigError(`S3_PREFIX="${env.S3_PREFIX}" may not contain "." or ".." segments.`);
  if (prefix) prefix += '/';

  return {
    kind: 's3',
    bucket,
    prefix,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
  };
}
