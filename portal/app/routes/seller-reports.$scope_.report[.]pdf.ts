// GET /seller-reports/<scope>/report.pdf: the approved seller report as a PDF, for the open
// house's owner (co-hosts and other agents: 403). Not approved yet: 409.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { approvedReport, parseScope } from '~/.server/open-houses/seller-report.server';
import { sellerReportPdf } from '~/.server/open-houses/seller-report-pdf';
import { forbidden } from '~/.server/portal/route-helpers.server';
import { reportTexts as t } from '~/messages/seller-report';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const scope = parseScope(params.scope);
  if (!scope) return new Response('Not Found', { status: 404 });
  try {
    const approved = await approvedReport(db(), viewerOf(user), scope);
    if (!approved) return new Response(t.draftNote, { status: 409 });
    const pdf = await sellerReportPdf(approved.report, approved.approvedAt);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="seller-report-${params.scope}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (e) {
    if (failureKind(e) === 'forbidden') return forbidden();
    if (failureKind(e) === 'missing') return new Response('Not Found', { status: 404 });
    throw e;
  }
}
