// GET /api/vcard/:pathname: the agent's contact card as a vCard 4.0 download ("Save Contact").
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { apiError } from '~/.server/chat/api.server';
import { agentCard } from '~/.server/chat/vcard';
import { requestLanguage, serverText } from '~/.server/chat/visitor-language.server';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const a = await loadPublicAssistant(params.pathname ?? '');
  if (!a) return apiError(404, 'not_found', serverText(requestLanguage(request), 'notFound'));
  const { card, fileName } = agentCard({ ...a, listingNames: a.listings.map((l) => l.listingName) });
  return new Response(card, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
