// GET /open-houses/:id/qr.png: the open house's QR code (its short link) at scale 6, as a download.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { requireOpenHouse, shortLink } from '~/.server/open-houses/open-houses.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { qrPngBuffer } from '~/.server/qr.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  try {
    const { openHouse } = await requireOpenHouse(db(), viewerOf(user), parseId(params.openHouseId));
    const png = await qrPngBuffer(shortLink(openHouse.code), { scale: 6 });
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Disposition': `attachment; filename="open-house-${openHouse.date}-qr-code.png"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (e) {
    if (failureKind(e) === 'forbidden') return forbidden();
    if (failureKind(e) === 'missing') return new Response('Not Found', { status: 404 });
    throw e;
  }
}
