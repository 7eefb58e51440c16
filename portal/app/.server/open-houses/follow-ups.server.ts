// The Follow-up tab of an open house (owner only): one email per visitor who agreed to email
// follow-up, drafted from what they asked (follow-up-draft.server.ts), which the agent edits,
// approves and sends, one by one or all approved at once; and the visitors who agreed to calls and
// texts, listed for a call. A draft is made afresh from the chat until the agent edits, approves or
// sends it; from then on the stored row is the email. Sending checks, in the transaction that marks
// it sent, that it was approved and that the visitor's consent still stands (consent.server.ts);
// the email goes through the outbox like every email, with the agent as reply-to and their vCard.
import crypto from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { DB } from '@db/connection';
import type { FollowUpStatus, OpenHouse, VisitAnswers } from '@db/schema';
import { t } from '@i18n/catalogs';
import { LANGUAGES, toLang, type Lang } from '@i18n/languages';
import { followUpTexts as m } from '~/messages/follow-ups';
import { agentCard } from '../chat/vcard';
import { config } from '../config.server';
import { deliverOne, queueEmail } from '../email/email.server';
import { PortalError } from '../errors.server';
import { chatUrl } from '../naming';
import { currentConsent, currentConsents, withdrawEmailConsent } from './consent.server';
import {
  draftFollowUp,
  followUpFooter,
  followUpHtml,
  type FollowUpAgent,
  type FollowUpItem,
} from './follow-up-draft.server';
import { requireOpenHouse, type Viewer } from './open-houses.server';
import { questionsOfSessions } from './visit-questions.server';
import { TIMELINE_LABELS } from './visits.server';
import { recountOpenHouseStats } from './stats-counters.server';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

interface Visitor {
  contactId: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** The language of their latest visit here. */
  language: Lang;
  latestVisitId: number;
  latestSessionId: string | null;
  sessionIds: string[];
  timeline: string;
  arrivedAt: string;
}

function parseAnswers(json: string): Partial<VisitAnswers> {
  try {
    return JSON.parse(json) as Partial<VisitAnswers>;
  } catch {
    return {};
  }
}

/** The open house's visitors, one per contact (a second sign-in adds its chat), first arrival first. */
async function visitorsOf(database: DB, openHouseId: number, contactId?: number): Promise<Visitor[]> {
  let q = database
    .selectFrom('visits')
    .innerJoin('contacts', 'contacts.id', 'visits.contactId')
    .select([
      'visits.id',
      'visits.contactId',
      'visits.language',
      'visits.answers',
      'visits.chatSessionId',
      'visits.createdAt',
      'contacts.name',
      'contacts.email',
      'contacts.phone',
    ])
    .where('visits.openHouseId', '=', openHouseId);
  if (contactId !== undefined) q = q.where('visits.contactId', '=', contactId);
  const rows = await q.orderBy('visits.id').execute();
  const out = new Map<number, Visitor>();
  for (const r of rows) {
    const a = parseAnswers(r.answers);
    const v = out.get(r.contactId);
    const sessions = [...(v?.sessionIds ?? []), ...(r.chatSessionId ? [r.chatSessionId] : [])];
    out.set(r.contactId, {
      contactId: r.contactId,
      name: r.name,
      email: r.email,
      phone: r.phone,
      language: toLang(r.language),
      latestVisitId: r.id,
      latestSessionId: r.chatSessionId ?? v?.latestSessionId ?? null,
      sessionIds: sessions,
      timeline: a.timeline ? TIMELINE_LABELS[a.timeline] : (v?.timeline ?? ''),
      arrivedAt: v?.arrivedAt ?? r.createdAt,
    });
  }
  return [...out.values()];
}

interface Context {
  openHouse: OpenHouse;
  listingName: string;
  agent: FollowUpAgent;
  chatUrl: string;
  card: { card: string; fileName: string };
}

async function contextOf(database: DB, openHouse: OpenHouse): Promise<Context> {
  const row = await database
    .selectFrom('openHouses')
    .innerJoin('listings', 'listings.id', 'openHouses.listingId')
    .innerJoin('assistants', 'assistants.id', 'openHouses.assistantId')
    .innerJoin('users', 'users.id', 'openHouses.realtorUserId')
    .select([
      'listings.listingName',
      'assistants.assistantPathname',
      'assistants.ohaName',
      'assistants.publicEmail',
      'assistants.publicPhone',
      'assistants.companyName',
      'assistants.realtorWebsite',
      'users.fName',
      'users.lName',
    ])
    .where('openHouses.id', '=', openHouse.id)
    .executeTakeFirstOrThrow();
  const name = `${row.fName} ${row.lName}`.trim();
  return {
    openHouse,
    listingName: row.listingName,
    agent: { name, company: row.companyName, phone: row.publicPhone, email: row.publicEmail },
    chatUrl: chatUrl(config().publicUrl, row.assistantPathname),
    card: agentCard({ ...row, agentName: name, listingNames: [row.listingName] }),
  };
}

function generated(ctx: Context, v: Visitor, items: FollowUpItem[]) {
  return draftFollowUp({
    lang: v.language,
    visitorName: v.name,
    listingName: ctx.listingName,
    date: ctx.openHouse.date,
    chatUrl: ctx.chatUrl,
    agent: ctx.agent,
    items,
  });
}

const itemsOf = (bySession: Map<string, FollowUpItem[]>, v: Visitor) =>
  v.sessionIds.flatMap((s) => bySession.get(s) ?? []);

export interface DraftView {
  contactId: number;
  name: string;
  email: string;
  language: Lang;
  languageName: string;
  status: FollowUpStatus;
  subject: string;
  body: string;
  edited: boolean;
  sentAt: string | null;
  /** The email's delivery once sent. */
  delivery: 'queued' | 'sent' | 'failed' | null;
  answered: number;
  personal: number;
}

export interface CallEntry {
  contactId: number;
  name: string;
  /** E.164, for the tel: link. */
  phone: string;
  phoneDisplay: string;
  timeline: string;
  questions: Array<{ question: string; personal: boolean }>;
  needsYou: boolean;
}

export interface FollowUpPage {
  drafts: DraftView[];
  calls: CallEntry[];
  /** Visitors with no email consent (or no email): no draft for them. */
  withoutConsent: number;
}

const LANGUAGE_NAMES = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.name]));

function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Everything the tab shows; the owner only (a co-host or another agent: FORBIDDEN). */
export async function followUpPage(database: DB, viewer: Viewer, openHouseId: number): Promise<FollowUpPage> {
  const { openHouse } = await requireOpenHouse(database, viewer, openHouseId, 'owner');
  const visitors = await visitorsOf(database, openHouseId);
  const [consents, stored, bySession, ctx] = await Promise.all([
    currentConsents(
      database,
      visitors.map((v) => v.contactId),
    ),
    database.selectFrom('followUps').selectAll().where('openHouseId', '=', openHouseId).execute(),
    questionsOfSessions(
      database,
      visitors.flatMap((v) => v.sessionIds),
    ),
    contextOf(database, openHouse),
  ]);
  const storedBy = new Map(stored.map((s) => [s.contactId, s]));
  const emailIds = stored.map((s) => s.emailId).filter((id): id is number => id !== null);
  const deliveries = new Map(
    (emailIds.length
      ? await database.selectFrom('emails').select(['id', 'status']).where('id', 'in', emailIds).execute()
      : []
    ).map((e) => [e.id, e.status]),
  );
  const drafts: DraftView[] = [];
  const calls: CallEntry[] = [];
  let withoutConsent = 0;
  for (const v of visitors) {
    const consent = consents.get(v.contactId);
    const row = storedBy.get(v.contactId);
    const items = itemsOf(bySession, v);
    // A sent email stays listed whatever the consent says now; a draft only while consent stands.
    if (v.email && (row?.status === 'sent' || consent?.emailFollowUp)) {
      const text = row ?? generated(ctx, v, items);
      const delivery = row?.emailId ? deliveries.get(row.emailId) : undefined;
      drafts.push({
        contactId: v.contactId,
        name: v.name,
        email: v.email,
        language: row ? toLang(row.language) : v.language,
        languageName: LANGUAGE_NAMES.get(row?.language ?? v.language) ?? v.language,
        status: row?.status ?? 'draft',
        subject: text.subject,
        body: text.body,
        edited: Boolean(row?.editedAt),
        sentAt: row?.sentAt ?? null,
        delivery: delivery === 'queued' || delivery === 'sent' || delivery === 'failed' ? delivery : null,
        answered: items.filter((i) => i.kind !== 'personal').length,
        personal: items.filter((i) => i.kind === 'personal').length,
      });
    } else withoutConsent++;
    if (v.phone && consent?.callsAndTexts) {
      calls.push({
        contactId: v.contactId,
        name: v.name,
        phone: v.phone,
        phoneDisplay: displayPhone(v.phone),
        timeline: v.timeline,
        questions: items.map((i) => ({ question: i.question, personal: i.kind === 'personal' })),
        needsYou: items.some((i) => i.kind === 'personal'),
      });
    }
  }
  return { drafts, calls, withoutConsent };
}

export type DraftField = 'subject' | 'body';

/** The agent's text was refused; the route shows each field's error beside what was typed. */
export class DraftInvalid extends Error {
  constructor(public readonly errors: Partial<Record<DraftField, string>>) {
    super('invalid draft');
  }
}

export interface DraftText {
  subject: string;
  body: string;
}

function cleanText(input: DraftText): DraftText {
  const subject = input.subject.replace(/[\r\n]+/g, ' ').trim();
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  const errors: Partial<Record<DraftField, string>> = {};
  if (!subject) errors.subject = m.errSubject;
  else if ([...subject].length > SUBJECT_MAX) errors.subject = m.errTooLong(SUBJECT_MAX);
  if (!body) errors.body = m.errBody;
  else if ([...body].length > BODY_MAX) errors.body = m.errTooLong(BODY_MAX);
  if (Object.keys(errors).length) throw new DraftInvalid(errors);
  return { subject, body };
}

/** One visitor of the open house with their draft as it stands; FORBIDDEN for anyone else. */
async function draftOf(database: DB, openHouse: OpenHouse, contactId: number) {
  const [v] = await visitorsOf(database, openHouse.id, contactId);
  if (!v) throw new PortalError('FORBIDDEN', m.errNotVisitor);
  const row = await database
    .selectFrom('followUps')
    .selectAll()
    .where('openHouseId', '=', openHouse.id)
    .where('contactId', '=', contactId)
    .executeTakeFirst();
  return { visitor: v, row };
}

/**
 * Stores what the agent typed: `approve` also approves it, a plain save of an approved email
 * withdraws the approval (what was approved is no longer what would be sent). Returns the status.
 */
export async function saveDraft(
  database: DB,
  viewer: Viewer,
  openHouseId: number,
  contactId: number,
  input: DraftText,
  approve: boolean,
): Promise<FollowUpStatus> {
  const { openHouse } = await requireOpenHouse(database, viewer, openHouseId, 'owner');
  const text = cleanText(input);
  const { visitor, row } = await draftOf(database, openHouse, contactId);
  if (row?.status === 'sent') throw new PortalError('INVALID', m.errAlreadySent);
  if (!visitor.email) throw new PortalError('INVALID', m.errNoEmail);
  if (approve && !(await currentConsent(database, contactId))?.emailFollowUp)
    throw new PortalError('INVALID', m.errNoConsent);
  let editedAt = row?.editedAt ?? null;
  const now = new Date().toISOString();
  if (!editedAt || row?.subject !== text.subject || row?.body !== text.body) {
    const ctx = await contextOf(database, openHouse);
    const fresh = generated(ctx, visitor, itemsOf(await questionsOfSessions(database, visitor.sessionIds), visitor));
    const changed = fresh.subject !== text.subject || fresh.body !== text.body;
    editedAt = changed ? now : null;
  }
  const status: FollowUpStatus = approve ? 'approved' : 'draft';
  const values = {
    language: row?.language ?? visitor.language,
    subject: text.subject,
    body: text.body,
    status,
    editedAt,
    approvedAt: approve ? now : null,
    updatedAt: now,
  };
  await database
    .insertInto('followUps')
    .values({ openHouseId, contactId, ...values, createdAt: now })
    .onConflict((oc) => oc.columns(['openHouseId', 'contactId']).doUpdateSet(values))
    .execute();
  return status;
}

/** Back to a draft: nothing changes in the text. */
export async function unapproveDraft(database: DB, viewer: Viewer, openHouseId: number, contactId: number) {
  await requireOpenHouse(database, viewer, openHouseId, 'owner');
  await database
    .updateTable('followUps')
    .set({ status: 'draft', approvedAt: null, updatedAt: new Date().toISOString() })
    .where('openHouseId', '=', openHouseId)
    .where('contactId', '=', contactId)
    .where('status', '=', 'approved')
    .execute();
}

/** The agent's edits go; the draft is made afresh from the chat (never once it is sent). */
export async function resetDraft(database: DB, viewer: Viewer, openHouseId: number, contactId: number) {
  await requireOpenHouse(database, viewer, openHouseId, 'owner');
  await database
    .deleteFrom('followUps')
    .where('openHouseId', '=', openHouseId)
    .where('contactId', '=', contactId)
    .where('status', '!=', 'sent')
    .execute();
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function unsubscribeUrl(token: string, publicUrl: string = config().publicUrl): string {
  return `${publicUrl.replace(/\/+$/, '')}/unsubscribe/${token}`;
}

/**
 * Sends one approved email (see the top of this file). Refusals are PortalErrors (INVALID) with
 * the reason the agent reads; nothing is stored or sent then.
 */
async function sendOne(database: DB, ctx: Context, contactId: number): Promise<string> {
  const openHouseId = ctx.openHouse.id;
  const emailId = await database.transaction().execute(async (trx) => {
    const { visitor, row } = await draftOf(trx, ctx.openHouse, contactId);
    if (!row || row.status === 'draft') throw new PortalError('INVALID', m.errNotApproved);
    if (row.status === 'sent') throw new PortalError('INVALID', m.errAlreadySent);
    if (!visitor.email) throw new PortalError('INVALID', m.errNoEmail);
    // Consent as it stands now: a later sign-in without the box, or the link of an earlier email.
    if (!(await currentConsent(trx, contactId))?.emailFollowUp) throw new PortalError('INVALID', m.errNoConsent);
    const now = new Date().toISOString();
    // Claimed first: of two sends at once (a double click, two tabs) only one moves it to sent.
    const claimed = await trx
      .updateTable('followUps')
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where('openHouseId', '=', openHouseId)
      .where('contactId', '=', contactId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new PortalError('INVALID', m.errAlreadySent);
    const lang = toLang(row.language);
    const token = crypto.randomBytes(24).toString('base64url');
    const footer = followUpFooter(lang, ctx.agent.name, unsubscribeUrl(token));
    const id = await queueEmail(
      {
        kind: 'followup',
        to: visitor.email,
        fromName: t(lang, 'followup', 'fromName', { agent: ctx.agent.name }),
        replyTo: ctx.agent.email,
        subject: row.subject,
        text: `${row.body}\n\n-- \n${footer}`,
        html: followUpHtml(row.body, footer, lang),
        // Deleting the visitor deletes the emails of their chats, this one too.
        sessionId: visitor.latestSessionId,
        attachments: [
          {
            filename: ctx.card.fileName,
            contentType: 'text/vcard; charset=utf-8',
            content: Buffer.from(ctx.card.card, 'utf8').toString('base64'),
          },
        ],
      },
      trx,
    );
    await trx
      .updateTable('followUps')
      .set({ emailId: id, unsubscribeTokenHash: sha256(token) })
      .where('openHouseId', '=', openHouseId)
      .where('contactId', '=', contactId)
      .execute();
    // The stats' "follow-ups sent" and the time to the first one.
    await recountOpenHouseStats(trx, [openHouseId]);
    return id;
  });
  // After the COMMIT; a failed first attempt stays queued for the email worker's retries.
  await deliverOne(emailId, database);
  return (
    (await database.selectFrom('contacts').select('name').where('id', '=', contactId).executeTakeFirst())?.name ?? ''
  );
}

/** Sends one approved email; returns the visitor's name. */
export async function sendFollowUp(
  database: DB,
  viewer: Viewer,
  openHouseId: number,
  contactId: number,
): Promise<string> {
  const { openHouse } = await requireOpenHouse(database, viewer, openHouseId, 'owner');
  return sendOne(database, await contextOf(database, openHouse), contactId);
}

/** Sends every approved email of the open house; one refused (consent withdrawn) does not stop the rest. */
export async function sendApproved(
  database: DB,
  viewer: Viewer,
  openHouseId: number,
): Promise<{ sent: number; refused: number }> {
  const { openHouse } = await requireOpenHouse(database, viewer, openHouseId, 'owner');
  const approved = await database
    .selectFrom('followUps')
    .select('contactId')
    .where('openHouseId', '=', openHouseId)
    .where('status', '=', 'approved')
    .orderBy('approvedAt')
    .execute();
  const ctx = await contextOf(database, openHouse);
  let sent = 0;
  let refused = 0;
  for (const { contactId } of approved) {
    try {
      await sendOne(database, ctx, contactId);
      sent++;
    } catch (e) {
      if (!(e instanceof PortalError && e.code === 'INVALID')) throw e;
      refused++;
    }
  }
  return { sent, refused };
}

export interface UnsubscribeView {
  language: Lang;
  agent: string;
  /** The visitor's email consent is off already. */
  done: boolean;
}

async function byToken(database: DB, token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return database
    .selectFrom('followUps')
    .innerJoin('openHouses', 'openHouses.id', 'followUps.openHouseId')
    .innerJoin('users', 'users.id', 'openHouses.realtorUserId')
    .select([
      'followUps.openHouseId',
      'followUps.contactId',
      'followUps.language',
      'openHouses.realtorUserId',
      'users.fName',
      'users.lName',
    ])
    .where('followUps.unsubscribeTokenHash', '=', sha256(token))
    .executeTakeFirst();
}

/** The "stop these emails" page of a follow-up's link; null for an unknown (or deleted) one. */
export async function unsubscribeView(database: DB, token: string): Promise<UnsubscribeView | null> {
  const row = await byToken(database, token);
  if (!row) return null;
  const consent = await currentConsent(database, row.contactId);
  return {
    language: toLang(row.language),
    agent: `${row.fName} ${row.lName}`.trim(),
    done: !consent?.emailFollowUp,
  };
}

/** The visitor presses "Stop these emails": a withdrawal is recorded (once). */
export async function unsubscribe(
  database: DB,
  token: string,
  ctx: { ip: string | null; userAgent: string | null },
): Promise<UnsubscribeView | null> {
  const row = await byToken(database, token);
  if (!row) return null;
  const [visitor] = await visitorsOf(database, row.openHouseId, row.contactId);
  const consent = await currentConsent(database, row.contactId);
  if (visitor && consent?.emailFollowUp)
    await withdrawEmailConsent(database, {
      realtorUserId: row.realtorUserId,
      openHouseId: row.openHouseId,
      visitId: visitor.latestVisitId,
      contactId: row.contactId,
      language: row.language,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
  return { language: toLang(row.language), agent: `${row.fName} ${row.lName}`.trim(), done: true };
}
