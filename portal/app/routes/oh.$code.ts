// GET /oh/:code: an open house's short link (its QR code and print kit). It leads to the listing's
// chat with the open house named, where the sign-in comes first; an unknown code is the 404 page.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { db } from '~/.server/db.server';
import { findPublicOpenHouse } from '~/.server/open-houses/open-houses.server';

export async function loader({ params }: LoaderFunctionArgs) {
  const code = (params.code ?? '').toLowerCase();
  const oh = await findPublicOpenHouse(db(), code);
  if (!oh) throw new Response('Not Found', { status: 404 });
  const a = await db()
    .selectFrom('assistants')
    .select('assistantPathname')
    .where('id', '=', oh.assistantId)
    .executeTakeFirstOrThrow();
  return redirect(`/assistants/${encodeURIComponent(a.assistantPathname)}?src=open_house&oh=${oh.code}`, {
    headers: { 'Cache-Control': 'no-store' },
  });
}
