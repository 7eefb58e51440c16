// GET /api/assistants/:pathname: the public assistant (contact card and listings) for the chat.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPublicAssistant, toClientInfo } from '~/.server/chat/assistant-info.server';
import { apiError, apiJson } from '~/.server/chat/api.server';
import { requestLanguage } from '~/.server/chat/visitor-language.server';
import { t } from '@i18n/catalogs';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const assistant = await loadPublicAssistant(params.pathname ?? '');
  if (!assistant) return apiError(404, 'not_found', t(requestLanguage(request), 'chat', 'loadFailure'));
  return apiJson(toClientInfo(assistant), { 'Cache-Control': 'no-store' });
}
