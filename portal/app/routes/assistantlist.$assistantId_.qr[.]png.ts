// GET /assistantlist/:assistantId/qr.png: the QR code at scale 6 as a download, named per the spec
// ("{name before 's}OHA-qr-code.png" from the list; "{first name}-OHA-qr-code.png" from the create
// success screen, ?for=create). ?src=sign (a channel) encodes the channel's link and names the channel
// in the file name.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { qrPngBuffer } from '~/.server/qr.server';
import { findAssistant } from '~/.server/repos/assistants.server';
import { createQrFileName, listQrFileName } from '~/components/portal/qr-names';
import { channelUrl, parseLeadSource } from '~/validation/lead-source';
import { db } from '~/.server/db.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const found = await findAssistant(db(), user.id, parseId(params.assistantId));
  if (found.status === 'forbidden') return forbidden();
  if (found.status === 'missing') return new Response('Not Found', { status: 404 });
  const { assistant } = found;
  const query = new URL(request.url).searchParams;
  const source = parseLeadSource(query.get('src'));
  const png = await qrPngBuffer(channelUrl(assistant.chatUrl, source), { scale: 6 });
  const fileName =
    query.get('for') === 'create' ? createQrFileName(assistant.fName) : listQrFileName(assistant.displayName, source);
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
