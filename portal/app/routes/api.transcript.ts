// POST /api/transcript: emails the session's chat history to the address the visitor typed.
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { isValidEmail } from '@widget/chat/email-address';
import { apiError, apiJson, checkChatLimit, readJson } from '~/.server/chat/api.server';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { isSessionId } from '~/.server/chat/session-id';
import { emailTranscript } from '~/.server/chat/transcript.server';
import { requestLanguage, serverText, sessionLanguage } from '~/.server/chat/visitor-language.server';
import { db } from '~/.server/db.server';

const Body = z.object({
  pathname: z.string().min(1).max(120),
  sessionId: z.string().refine(isSessionId),
  email: z.string().trim().refine(isValidEmail),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = Body.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, 'invalid', serverText(requestLanguage(request), 'invalidInput'));
  const lang = requestLanguage(request, await sessionLanguage(db(), parsed.data.sessionId));
  const limited = await checkChatLimit('transcript', context, parsed.data.sessionId, lang);
  if (limited) return limited;
  const assistant = await loadPublicAssistant(parsed.data.pathname);
  if (!assistant) return apiError(404, 'not_found', serverText(lang, 'notFound'));
  try {
    const r = await emailTranscript(assistant, parsed.data.sessionId, parsed.data.email);
    if (!r.ok && r.status === 429) return apiError(429, r.code, r.error, { 'Retry-After': String(r.retryAfter) });
    if (!r.ok) return apiError(r.status, 'invalid', r.error);
    return apiJson({ ok: true }, { 'Cache-Control': 'no-store' });
  } catch (err) {
    console.error('transcript failed:', err instanceof Error ? err.message : err);
    return apiError(500, 'failed', serverText(lang, 'transcriptFailure'));
  }
}
