// POST /api/uploads: one file per request (the browser shows a progress bar per file). The
// staging module checks the extension, size and content (magic bytes) and answers an upload id
// that the wizard forms post with the rest of their fields.
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
} from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { stageUpload } from '~/.server/ingest/staging.server';
import { FILE_LIMITS, fileMessages, maxFileBytes } from '~/validation/files';
import { errorMessages } from '~/messages/portal';

const MULTIPART_OVERHEAD = 64 * 1024;

export async function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
  const user = await requireAgent(request);
  const declaredName = new URL(request.url).searchParams.get('name')?.slice(0, 255) || 'file';
  const tooLarge = () =>
    Response.json({ error: fileMessages.tooLarge(declaredName, FILE_LIMITS.maxMb) }, { status: 413 });

  // Refuse an oversized body before reading it.
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > maxFileBytes() + MULTIPART_OVERHEAD) return tooLarge();

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: maxFileBytes() }),
    );
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError) return tooLarge();
    return Response.json({ error: errorMessages.uploadGeneric }, { status: 400 });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') return Response.json({ error: errorMessages.uploadGeneric }, { status: 400 });
  const name = file.name || declaredName;
  const result = await stageUpload(user.id, { name, bytes: Buffer.from(await file.arrayBuffer()) });
  if (!result.ok) return Response.json({ error: result.message }, { status: 400 });
  return Response.json({ uploadId: result.uploadId, name: result.name, size: result.size });
}
