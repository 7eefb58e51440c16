// POST /api/feedback: like ("validated") or dislike ("need-correction") on one answer.
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiError, apiJson, checkChatLimit, readJson } from '~/.server/chat/api.server';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { recordFeedback } from '~/.server/chat/feedback.server';
import { isSessionId } from '~/.server/chat/session-id';
import { requestLanguage, serverText, sessionLanguage } from '~/.server/chat/visitor-language.server';
import { db } from '~/.server/db.server';

const Body = z.object({
  pathname: z.string().min(1).max(120),
  sessionId: z.string().refine(isSessionId),
  responseId: z.string().min(1).max(200),
  tag: z.enum(['validated', 'need-correction']),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = Body.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, 'invalid', serverText(requestLanguage(request), 'invalidInput'));
  const lang = requestLanguage(request, await sessionLanguage(db(), parsed.data.sessionId));
  const limited = await checkChatLimit('feedback', context, parsed.data.sessionId, lang);
  if (limited) return limited;
  const assistant = await loadPublicAssistant(parsed.data.pathname);
  if (!assistant) return apiError(404, 'not_found', serverText(lang, 'notFound'));
  const r = await recordFeedback(assistant, parsed.data.sessionId, parsed.data.responseId, parsed.data.tag);
  if (r === 'not-found') return apiError(404, 'not_found', serverText(lang, 'notFound'));
  return apiJson({ ok: true, duplicate: r === 'duplicate' }, { 'Cache-Control': 'no-store' });
}
