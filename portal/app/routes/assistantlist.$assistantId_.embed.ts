// POST /assistantlist/:assistantId/embed: saves the assistant's allowed websites (who may frame
// the widget). The owner only: another agent's assistant is refused with 403. A resource route,
// so it answers with plain JSON Responses (their status kept, which `data()` would lose here).
import type { ActionFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { isPortalError } from '~/.server/errors.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { setAllowedOrigins } from '~/.server/repos/assistants.server';
import { embedTexts } from '~/messages/embed';
import { parseAllowedOrigins } from '~/validation/embed';
import { db } from '~/.server/db.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const assistantId = parseId(params.assistantId);
  const form = await request.formData();
  const raw = form.get('origins');
  const parsed = parseAllowedOrigins(typeof raw === 'string' ? raw : '');
  if (!parsed.ok) return Response.json({ ok: false as const, errors: parsed.errors }, { status: 400 });
  try {
    const origins = await setAllowedOrigins(db(), user.id, assistantId, parsed.origins);
    return Response.json({ ok: true as const, origins });
  } catch (e) {
    if (isPortalError(e) && e.code === 'FORBIDDEN') throw forbidden();
    if (isPortalError(e) && e.code === 'MISSING') throw new Response('Not Found', { status: 404 });
    if (isPortalError(e) && e.code === 'INVALID')
      return Response.json({ ok: false as const, errors: [e.message] }, { status: 400 });
    console.error('[embed] saving allowed websites failed', e instanceof Error ? e.message : e);
    return Response.json({ ok: false as const, errors: [embedTexts.saveFailed] }, { status: 500 });
  }
}
