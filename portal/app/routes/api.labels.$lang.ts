// GET /api/labels/:lang: the chat's UI labels. The six shipped languages (matched by language)
// come from the catalogs; any other real language is translated once per language by the
// provider (see labels.server.ts for the cache and the limits).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiError, apiJson } from '~/.server/chat/api.server';
import { labelService } from '~/.server/chat/labels.server';
import { requestLanguage, serverText } from '~/.server/chat/visitor-language.server';
import { clientIp } from '~/.server/rate-limit.server';

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const r = await labelService().labelsFor(params.lang ?? '', clientIp(context));
  if (r.ok) return apiJson(r.labels, { 'Cache-Control': 'public, max-age=3600', 'Content-Language': r.lang });
  if (r.status === 400) return apiError(400, 'invalid', serverText(lang, 'unsupportedLanguage'));
  if (r.status === 429)
    return apiError(429, 'rate_limited', serverText(lang, 'rateLimited'), {
      'Retry-After': String(r.retryAfter ?? 60),
    });
  return apiError(502, 'failed', 'Invalid response from translateTextFunc');
}
