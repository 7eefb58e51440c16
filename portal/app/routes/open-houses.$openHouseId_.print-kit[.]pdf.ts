// GET /open-houses/:id/print-kit.pdf?lang=en&also=zh-CN&paper=LETTER: the open house's print kit
// (portal/app/.server/open-houses/print-kit.ts) as a download, for its owner and co-hosts; another
// agent gets 403. A language the server cannot print (no CJK font) or an unknown choice: 400.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { isPortalError } from '~/.server/errors.server';
import { parsePrintKitChoice, printKitInput, printKitPdf } from '~/.server/open-houses/print-kit.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  const choice = parsePrintKitChoice(new URL(request.url).searchParams);
  if (!choice)
    return new Response('This print kit cannot be made: choose another language or paper size.', { status: 400 });
  try {
    const input = await printKitInput(db(), { id: user.id, email: user.email }, id, choice);
    const pdf = await printKitPdf(input);
    const name = `print-kit-${input.date}-${choice.languages.join('-')}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (e) {
    if (isPortalError(e) && e.code === 'FORBIDDEN') return forbidden();
    if (isPortalError(e) && e.code === 'MISSING') return new Response('Not Found', { status: 404 });
    throw e;
  }
}
