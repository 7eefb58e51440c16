// The shared store for several instances: AWS S3 or any S3-compatible server (MinIO, Ceph,
// Garage, ...), through the AWS SDK v3. Keys are the storage keys after S3_PREFIX.
//
// Checksums: the SDK now adds CRC32 checksums (and streams bodies aws-chunked with trailers) to
// every request that supports them; many S3-compatible servers refuse those. WHEN_REQUIRED keeps
// them to the operations S3 itself requires them for, which this driver does not use (deletes go
// one object at a time: DeleteObjects requires a checksum and, on older servers, Content-MD5).
//
// The SDK is loaded on first use: the filesystem default never pays for it (about half a second
// and 25 MB at start).
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageSettings } from './settings.server';
import { assertKey, assertPrefix, type Storage, type StoredObject } from './interface.server';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/** Objects deleted at once by deletePrefix. */
const DELETE_CONCURRENCY = 8;

const notFound = (e: unknown) => {
  const err = e as S3ServiceException;
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

type Sdk = typeof S3Sdk;

export function s3Storage(settings: S3Settings): Storage {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return settings.prefix + key;
  };
  // x-amz-copy-source is URL-encoded; each segment on its own, so servers that decode it with
  // decodeURI (which leaves %2F alone) read the same key as S3 does.
  const copySource = (key: string) =>
    `${encodeURIComponent(Bucket)}/${objectKey(key).split('/').map(encodeURIComponent).join('/')}`;

  function list(prefix: string): AsyncGenerator<StoredObject> {
    assertPrefix(prefix); // now, not at the first iteration
    return pages(prefix);
  }

  async function* pages(prefix: string): AsyncGenerator<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const { sdk, client } = await connect();
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket, Prefix: settings.prefix + prefix, ContinuationToken }),
      );
      for (const o of page.Contents ?? []) {
        if (!o.Key?.startsWith(settings.prefix)) continue;
        yield {
          key: o.Key.slice(settings.prefix.length),
          size: o.Size ?? 0,
          modifiedMs: o.LastModified?.getTime() ?? 0,
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  const remove = async (key: string) => {
    const { sdk, client } = await connect();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (e) {
      if (!notFound(e)) throw e;
    }
  };

  return {
    kind: 's3',
    shared: true,
    describe: () =>
      `S3 bucket ${Bucket}${settings.prefix ? ` under ${settings.prefix}` : ''} at ${
        settings.endpoint ?? `AWS (${settings.region})`
      }`,
    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (e) {
        const err = e as S3ServiceException;
        const status = err?.$metadata?.httpStatusCode;
        const why =
          status === 404
            ? 'no such bucket'
            : status === 403 || status === 401
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : (err?.message ?? String(e));
        throw new Error(`S3 bucket ${Bucket} at ${settings.endpoint ?? 'AWS'} cannot be used: ${why}`, { cause: e });
      }
    },
    async put(key, bytes) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!res.Body) return Buffer.alloc(0);
        const bytes = await res.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async move(from, to) {
      const { sdk, client } = await connect();
      await client.send(new sdk.CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: copySource(from) }));
      await remove(from);
    },
    delete: remove,
    async deletePrefix(prefix) {
      if (!prefix) throw new Error('refusing to delete everything');
      const keys: string[] = [];
      for await (const o of list(prefix)) keys.push(o.key);
      for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
        await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map(remove));
      }
    },
    list,
  };
}
