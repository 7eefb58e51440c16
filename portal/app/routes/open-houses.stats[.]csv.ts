// /open-houses/stats.csv: the agent's stats per open house (the table of /open-houses/stats).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { toCsv } from '~/.server/csv';
import { db } from '~/.server/db.server';
import { eventStats, statsCsvRows } from '~/.server/open-houses/stats.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(statsCsvRows(await eventStats(db(), user.id)), { bom: true }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="open-house-stats-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
