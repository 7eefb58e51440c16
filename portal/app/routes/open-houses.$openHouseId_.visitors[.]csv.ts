// GET /open-houses/:id/visitors.csv: the open house's visitors with their answers and consent, for
// its owner; co-hosts and other agents get 403.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { toCsv } from '~/.server/csv';
import { db } from '~/.server/db.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { visitorsCsvRows } from '~/.server/open-houses/visitors-csv.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  try {
    const { date, rows } = await visitorsCsvRows(db(), viewerOf(user), parseId(params.openHouseId));
    return new Response(toCsv(rows, { bom: true }), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="open-house-visitors-${date}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (e) {
    if (failureKind(e) === 'forbidden') return forbidden();
    if (failureKind(e) === 'missing') return new Response('Not Found', { status: 404 });
    throw e;
  }
}
