// POST /api/chat: one visitor question. JSON by default; with "Accept: text/event-stream" the
// answer streams as server-sent events (delta … done), so the page shows words as they come.
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiError, apiJson, checkChatLimit, readJson } from '~/.server/chat/api.server';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { ChatInputError, handleChatTurn, MAX_MESSAGE_CHARS, type ChatTurnOutput } from '~/.server/chat/chat.server';
import { renderMarkdownSafe } from '~/.server/chat/sanitize.server';
import { requestLanguage, serverText } from '~/.server/chat/visitor-language.server';
import { clientIp } from '~/.server/rate-limit.server';
import { parseLeadSource } from '~/validation/lead-source';
import { splitContactMarker } from '@widget/chat/contract';
import { t } from '@i18n/catalogs';
import { isLang } from '@i18n/languages';

const Body = z.object({
  pathname: z.string().min(1).max(120),
  sessionId: z.string().max(64).nullish(),
  message: z.string().max(MAX_MESSAGE_CHARS),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/)
    .default('en'),
  selectedListingIds: z.array(z.number().int()).max(200).nullish(),
  /** The page's `src` channel; unknown values count as "link". */
  src: z.unknown().optional(),
  /** The open house whose link the page came through (?oh=code); others are ignored. */
  oh: z.string().max(64).nullish(),
});

function payload(out: ChatTurnOutput) {
  return {
    sessionId: out.sessionId,
    responseId: out.responseId,
    text: out.text,
    html: renderMarkdownSafe(splitContactMarker(out.text).text),
    outputType: out.outputType,
    sources: out.sources,
    failed: out.failed ?? false,
    // The answer's language (the question's), and the chat's offer to switch to it, in it.
    language: out.language,
    switchLabel: isLang(out.language) ? t(out.language, 'chat', 'switchLanguage') : undefined,
  };
}

export async function loader() {
  return apiError(405, 'method', 'Use POST.');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = Body.safeParse(await readJson(request));
  const lang = requestLanguage(request, parsed.data?.language);
  if (!parsed.success || !parsed.data.message.trim()) return apiError(400, 'invalid', serverText(lang, 'invalidInput'));
  const body = parsed.data;
  const limited = await checkChatLimit('chat', context, body.sessionId, lang);
  if (limited) return limited;
  // Checked before a stream starts, so an unknown assistant is a real 404 in both modes.
  if (!(await loadPublicAssistant(body.pathname))) return apiError(404, 'not_found', serverText(lang, 'notFound'));
  const input = {
    pathname: body.pathname,
    sessionId: body.sessionId ?? null,
    message: body.message,
    language: body.language,
    selectedListingIds: body.selectedListingIds ?? null,
    leadSource: parseLeadSource(body.src),
    openHouseCode: body.oh ?? null,
    ip: clientIp(context),
  };

  if (!(request.headers.get('Accept') ?? '').includes('text/event-stream')) {
    try {
      return apiJson(payload(await handleChatTurn(input)), { 'Cache-Control': 'no-store' });
    } catch (err) {
      if (err instanceof ChatInputError)
        return apiError(err.status, err.status === 404 ? 'not_found' : 'invalid', err.message);
      throw err;
    }
  }

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, value: unknown) => {
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(value)}\n\n`));
        } catch {
          /* the visitor went away; the turn still completes and is logged */
        }
      };
      try {
        const out = await handleChatTurn({ ...input, onDelta: (t) => send('delta', { t }) });
        send('done', payload(out));
      } catch (err) {
        const status = err instanceof ChatInputError ? err.status : 500;
        send('error', {
          error: err instanceof ChatInputError ? err.message : t(lang, 'chat', 'chatFailure'),
          code: status === 404 ? 'not_found' : status === 400 ? 'invalid' : 'failed',
        });
      } finally {
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      }
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the stream.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
