// POST /api/open-house-sign-in: a visitor's sign-in at an open house (the chat page's and the
// widget's first step on an open house's link). Stores the visit (a lead with source "open house")
// and answers with the chat session the visitor continues in. Bad fields: 400 with each field's
// error key, which the form shows inline beside what the visitor typed.
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { t } from '@i18n/catalogs';
import { apiError, apiJson, checkChatLimit, readJson } from '~/.server/chat/api.server';
import { loadPublicAssistant } from '~/.server/chat/assistant-info.server';
import { emailLeadToAgent } from '~/.server/chat/leads.server';
import { requestLanguage, serverText } from '~/.server/chat/visitor-language.server';
import { db } from '~/.server/db.server';
import { announceVisit } from '~/.server/open-houses/live.server';
import { findPublicOpenHouse } from '~/.server/open-houses/open-houses.server';
import { browserKeyOf } from '~/.server/open-houses/opens.server';
import {
  IDEMPOTENCY_KEY,
  recordVisit,
  SignInInvalid,
  visitRemarks,
  parseSignIn,
} from '~/.server/open-houses/visits.server';
import { clientIp } from '~/.server/rate-limit.server';

const text = (max: number) => z.string().max(max);
const Body = z.object({
  code: z.string().max(40),
  pathname: z.string().min(1).max(120),
  language: z.string().max(35),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY),
  fields: z.object({
    name: text(500),
    email: text(500),
    phone: text(100),
    hasAgent: z.enum(['', 'yes', 'no']),
    agentName: text(500),
    agentBrokerage: text(500),
    timeline: z.enum(['', 'now', '1-3', '3-6', '6+', 'browsing']),
    preApproved: z.boolean(),
    nearbyOrSelling: z.boolean(),
    ownAnswer: text(2000),
    emailConsent: z.boolean(),
    callsConsent: z.boolean(),
    disclosureAck: z.boolean(),
  }),
});

export async function loader() {
  return apiError(405, 'method', 'Use POST.');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = Body.safeParse(await readJson(request));
  const lang = requestLanguage(request, parsed.data?.language);
  if (!parsed.success) return apiError(400, 'invalid', serverText(lang, 'invalidInput'));
  const body = parsed.data;
  const limited = await checkChatLimit('signin', context, `oh:${body.code}`, lang);
  if (limited) return limited;
  const assistant = await loadPublicAssistant(body.pathname);
  const openHouse = assistant ? await findPublicOpenHouse(db(), body.code, assistant.id) : null;
  if (!assistant || !openHouse) return apiError(404, 'not_found', serverText(lang, 'notFound'));
  try {
    const visit = await recordVisit(db(), openHouse, body.fields, {
      language: lang,
      idempotencyKey: body.idempotencyKey,
      ip: clientIp(context),
      userAgent: request.headers.get('User-Agent'),
      browserKey: browserKeyOf(request.headers.get('Cookie')),
    });
    if (visit.created) {
      await announceVisit(openHouse.id, visit.visitId);
      // Stored before it is sent, and retried by the email worker: the visitor does not wait for it.
      const p = parseSignIn(openHouse, body.fields);
      void emailLeadToAgent(db(), assistant, {
        listingName: openHouse.listingName,
        leadSource: 'open_house',
        name: p.name,
        email: p.email ?? '',
        phone: p.phone,
        message: visitRemarks(openHouse, p.answers),
        transcriptSessionId: null,
      }).catch((err: unknown) => console.error('open house lead email:', err instanceof Error ? err.message : err));
    }
    return apiJson({ ok: true, sessionId: visit.sessionId, visitId: visit.visitId });
  } catch (err) {
    if (err instanceof SignInInvalid)
      return Response.json(
        { error: t(lang, 'signin', 'signinErrSummary'), code: 'invalid', fields: err.errors },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      );
    throw err;
  }
}
