// POST /api/leads: the leave-a-message modal and the inline ##CONTACT form. Stores the lead and
// emails the agent; the body holds typed fields only, never a recipient.
import type { ActionFunctionArgs } from '@remix-run/node';
import { apiError, apiJson, checkChatLimit, readJson } from '~/.server/chat/api.server';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { createLead, LeadInput } from '~/.server/chat/leads.server';
import { requestLanguage, serverText, sessionLanguage } from '~/.server/chat/visitor-language.server';
import { db } from '~/.server/db.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = LeadInput.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, 'invalid', serverText(requestLanguage(request), 'invalidInput'));
  const lang = requestLanguage(request, await sessionLanguage(db(), parsed.data.sessionId));
  const limited = await checkChatLimit('lead', context, parsed.data.sessionId, lang);
  if (limited) return limited;
  const assistant = await loadPublicAssistant(parsed.data.pathname);
  if (!assistant) return apiError(404, 'not_found', serverText(lang, 'notFound'));
  try {
    const { leadId } = await createLead(assistant, parsed.data);
    return apiJson({ ok: true, leadId }, { 'Cache-Control': 'no-store' });
  } catch (err) {
    console.error('lead failed:', err instanceof Error ? err.message : err);
    return apiError(500, 'failed', serverText(lang, 'leadFailure'));
  }
}
