// Reads the one file of an upload request (POST /api/uploads) with busboy, which parses the part
// headers as RFC 7578 says: quoted parameters may hold `=` and `;`, `filename*` (RFC 5987) is
// understood, and a raw UTF-8 name stays UTF-8. The body is streamed and counted: more than
// `maxBytes` of file content stops the read (413), so an oversized upload is never held in memory.
import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { cleanFileName } from '~/validation/files';

export type MultipartFile =
  | { ok: true; name: string; bytes: Buffer }
  | { ok: false; reason: 'too-large'; name: string }
  | { ok: false; reason: 'no-file' | 'malformed' };

/**
 * The first file part of a multipart/form-data body (other fields are ignored). Its name is
 * cleaned (cleanFileName: no path parts, no control characters).
 */
export function readUploadedFile(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  { maxBytes, field = 'file' }: { maxBytes: number; field?: string },
): Promise<MultipartFile> {
  const contentType = headers.get('content-type') ?? '';
  if (!body || !/^multipart\/form-data/i.test(contentType)) return Promise.resolve({ ok: false, reason: 'malformed' });

  return new Promise<MultipartFile>((resolve) => {
    let settled = false;
    let result: MultipartFile = { ok: false, reason: 'no-file' };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send the name as raw UTF-8 inside the quotes; busboy's default is latin1.
        defParamCharset: 'utf8',
        preservePath: true, // cleanFileName drops path parts itself (both separators)
        // busboy signals 'limit' on reaching fileSize: one byte more than allowed is the first refused.
        limits: { files: 1, fileSize: maxBytes + 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
      });
    } catch {
      resolve({ ok: false, reason: 'malformed' });
      return;
    }
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    const finish = (r: MultipartFile) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      resolve(r);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== field || result.ok || (!result.ok && result.reason === 'too-large')) {
        stream.resume();
        return;
      }
      const fileName = cleanFileName(info.filename ?? '');
      const parts: Buffer[] = [];
      stream.on('data', (d: Buffer) => parts.push(d));
      stream.on('limit', () => finish({ ok: false, reason: 'too-large', name: fileName }));
      stream.on('end', () => {
        if (!settled) result = { ok: true, name: fileName, bytes: Buffer.concat(parts) };
      });
    });
    parser.on('error', () => finish({ ok: false, reason: 'malformed' }));
    parser.on('close', () => finish(result));
    source.on('error', () => finish({ ok: false, reason: 'malformed' }));
    source.pipe(parser);
  });
}
