// The usage overview as a CSV download, same rows and range as the page; operators only.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireOperator } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { csvFileName, usageCsv } from '~/.server/usage/format';
import { parseUsageRange } from '~/.server/usage/range';
import { usageOverview } from '~/.server/usage/usage.server';
import { usageMessages as m } from '~/messages/usage';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const { range, error } = parseUsageRange(new URL(request.url));
  if (error) return new Response(error, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  try {
    const { rows, totals } = await usageOverview(db(), range);
    return new Response(usageCsv(rows, totals), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(range)}"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (err) {
    console.error('usage overview CSV failed:', err instanceof Error ? err.message : err);
    return new Response(m.failure, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
