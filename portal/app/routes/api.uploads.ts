// POST /api/uploads: one file per request (the browser shows a progress bar per file). The body is
// parsed with busboy (multipart.server.ts: any file name, streamed with a size limit); the staging
// module checks the extension, size and content (magic bytes) and answers an upload id that the
// wizard forms post with the rest of their fields. Uploads are rate-limited per account and IP
// (upload-guard.server.ts) and staged bytes per account are capped (staging.server.ts).
import type { ActionFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { readUploadedFile } from '~/.server/ingest/multipart.server';
import { releaseStaged, stageUpload } from '~/.server/ingest/staging.server';
import { checkUploadRate } from '~/.server/ingest/upload-guard.server';
import { clientIp, tooManyRequests } from '~/.server/rate-limit.server';
import { FILE_LIMITS, cleanFileName, fileMessages, maxFileBytes } from '~/validation/files';
import { errorMessages } from '~/messages/portal';

const MULTIPART_OVERHEAD = 64 * 1024;

export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST, DELETE' } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === 'DELETE') return release(request);
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
  const user = await requireAgent(request);
  const rate = await checkUploadRate(user.id, clientIp(context));
  if (!rate.ok) return tooManyRequests({ error: rate.message }, rate.result);
  // The name the browser announces in the URL, for a refusal before the body is read.
  const declaredName = cleanFileName(new URL(request.url).searchParams.get('name') ?? '');
  const tooLarge = (name: string) =>
    Response.json({ error: fileMessages.tooLarge(name, FILE_LIMITS.maxMb) }, { status: 413 });

  // Refuse an oversized body before reading it.
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > maxFileBytes() + MULTIPART_OVERHEAD) return tooLarge(declaredName);

  const file = await readUploadedFile(request.headers, request.body, { maxBytes: maxFileBytes() });
  if (!file.ok) {
    if (file.reason === 'too-large') return tooLarge(file.name === 'file' ? declaredName : file.name);
    return Response.json({ error: errorMessages.uploadGeneric }, { status: 400 });
  }
  const name = file.name === 'file' ? declaredName : file.name;
  const result = await stageUpload(user.id, { name, bytes: file.bytes });
  if (!result.ok) return Response.json({ error: result.message }, { status: 400 });
  return Response.json({ uploadId: result.uploadId, name: result.name, size: result.size });
}

/** DELETE /api/uploads?id=…: the uploader's Remove gives a staged file back (it no longer counts). */
async function release(request: Request) {
  const user = await requireAgent(request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  await releaseStaged(user.id, [id]);
  return new Response(null, { status: 204 });
}
