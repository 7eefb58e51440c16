import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-error.server';
import { storageSettingsFrom } from './settings.server';

describe('OHA_STORAGE and the S3_* settings', () => {
  it('is the filesystem without settings, whatever S3_* say', () => {
    expect(storageSettingsFrom({})).toEqual({ kind: 'fs' });
    expect(storageSettingsFrom({ OHA_STORAGE: ' FS ', S3_BUCKET: 'b' })).toEqual({ kind: 'fs' });
  });

  it('reads an S3-compatible server: path style by default, prefix ending in "/"', () => {
    expect(
      storageSettingsFrom({
        OHA_STORAGE: 's3',
        S3_BUCKET: 'oha-docs',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: '/prod/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'oha-docs',
      prefix: 'prod/',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
  });

  it('reads AWS itself: virtual-hosted style, the default credentials, path style when asked', () => {
    const aws = storageSettingsFrom({ OHA_STORAGE: 'S3', S3_BUCKET: 'oha-docs', S3_REGION: 'eu-west-3' });
    expect(aws).toMatchObject({ region: 'eu-west-3', forcePathStyle: false, prefix: '', credentials: undefined });
    expect(aws).not.toHaveProperty('endpoint', expect.anything());
    expect(
      storageSettingsFrom({ OHA_STORAGE: 's3', S3_BUCKET: 'oha-docs', S3_FORCE_PATH_STYLE: 'true' }),
    ).toMatchObject({ forcePathStyle: true });
    expect(
      storageSettingsFrom({
        OHA_STORAGE: 's3',
        S3_BUCKET: 'b12',
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: '0',
      }),
    ).toMatchObject({ forcePathStyle: false });
  });

  it('stops the server with a message naming the variable when a setting cannot work', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ OHA_STORAGE: 'gcs' }, /OHA_STORAGE="gcs" is not a storage: use fs or s3/],
      [{ OHA_STORAGE: 's3' }, /needs S3_BUCKET/],
      [{ OHA_STORAGE: 's3', S3_BUCKET: 'My_Bucket' }, /S3_BUCKET="My_Bucket" is not a bucket name/],
      [
        { OHA_STORAGE: 's3', S3_BUCKET: 'b12', S3_ENDPOINT: 'minio:9000' },
        /S3_ENDPOINT="minio:9000" is not an http\(s\) URL/,
      ],
      [{ OHA_STORAGE: 's3', S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE="yes"/],
      [{ OHA_STORAGE: 's3', S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'k' }, /go together/],
      [{ OHA_STORAGE: 's3', S3_BUCKET: 'b12', S3_PREFIX: 'a/../b' }, /S3_PREFIX="a\/..\/b"/],
    ];
    for (const [env, message] of cases) {
      expect(() => storageSettingsFrom(env)).toThrow(ConfigError);
      expect(() => storageSettingsFrom(env)).toThrow(message);
    }
  });
});
