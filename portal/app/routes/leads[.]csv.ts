// /leads.csv: the agent's leads as a CSV download.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { leadsCsv, listLeads } from '~/.server/chat/agent-views.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(await listLeads(user.id)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
