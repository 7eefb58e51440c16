// The seller report of one open house, or of every open house of a listing: who came (signed in
// and anonymous: browsers that opened the link and never signed in), with or without an agent,
// their buying timelines, what they asked about (the answer engine's concepts of their questions,
// named in the agent's language, each with one to three anonymised questions), the questions the
// documents could not answer, and how it compares with the listing's earlier open houses. It holds
// no name, email or phone number: counts, topic names and questions passed through the anonymiser.
// Questions and topics come from every chat through the open house's link, signed in or not.
// Only the open house's owner (the listing's agent) reads or approves it; co-hosts do not. The
// agent approves a snapshot; the PDF and the share links show that snapshot, nothing computed later.
import crypto from 'node:crypto';
import type { DB } from '@db/connection';
import type { BuyingTimeline, VisitAnswers } from '@db/schema';
import { CONCEPT_BY_ID } from '../ai/offline/concepts/vocabulary';
import { PortalError } from '../errors.server';
import { anonymiseQuestion } from './anonymise';
import { requireOpenHouse, type Viewer } from './open-houses.server';
import { barChart, chartSvg, type Chart } from './report-charts';
import { eventStats } from './stats.server';
import { questionTopics } from './summary.server';
import { TIMELINE_LABELS } from './visits.server';

export type ReportScope = { kind: 'openHouse'; openHouseId: number } | { kind: 'listing'; listingId: number };

/** The scope in a link: `oh-12` (one open house) or `listing-3` (all of a listing's). */
export function parseScope(raw: string | undefined): ReportScope | null {
  const m = /^(oh|listing)-([1-9]\d{0,9})$/.exec(raw ?? '');
  if (!m) return null;
  const id = Number(m[2]);
  return m[1] === 'oh' ? { kind: 'openHouse', openHouseId: id } : { kind: 'listing', listingId: id };
}

export const scopeKey = (s: ReportScope) => (s.kind === 'openHouse' ? `oh-${s.openHouseId}` : `listing-${s.listingId}`);

export const TOP_TOPICS = 8;
export const EXAMPLES_PER_TOPIC = 3;

export interface ReportTopic {
  concept: string;
  label: string;
  /** Questions about it. */
  questions: number;
  /** Visitors who asked about it. */
  visitors: number;
  /** One to three of the questions, anonymised. */
  examples: string[];
}

export interface ReportEvent {
  openHouseId: number;
  date: string;
  startTime: string;
  endTime: string;
  visitors: number;
  signedIn: number;
  anonymous: number;
  questions: number;
  /** In the report's scope (the others are earlier open houses of the listing). */
  current: boolean;
}

export interface SellerReport {
  scope: string;
  listingName: string;
  /** The report's open houses. */
  events: ReportEvent[];
  visitors: { total: number; signedIn: number; anonymous: number; withAgent: number; withoutAgent: number };
  timelines: Array<{ timeline: BuyingTimeline; label: string; visitors: number }>;
  questions: number;
  topics: ReportTopic[];
  /** Questions the assistant handed over (the documents did not answer), anonymised, each once. */
  unanswered: Array<{ question: string; times: number }>;
  /** The listing's open houses up to the report's last one, oldest first. */
  comparison: ReportEvent[];
}

/** A visitor's part of the report: what they asked and what the documents could not answer. */
export interface VisitQuestions {
  questions: string[];
}

/**
 * The top topics of the visitors' questions: each concept the engine finds in a question counts
 * that question once and its visitor once; most asked first (then most visitors, then by name).
 * Examples are distinct anonymised questions, the shortest first (they read best in a report).
 */
export function countTopics(
  visits: readonly VisitQuestions[],
  anonymise: (q: string) => string,
  lang: 'en' = 'en',
  top = TOP_TOPICS,
): ReportTopic[] {
  const topics = new Map<string, { label: string; questions: number; visitors: Set<number>; asked: string[] }>();
  visits.forEach((v, i) => {
    for (const q of v.questions) {
      for (const t of questionTopics([q], lang)) {
        let e = topics.get(t.concept);
        if (!e) {
          e = { label: conceptLabel(t.concept, lang), questions: 0, visitors: new Set(), asked: [] };
          topics.set(t.concept, e);
        }
        e.questions += 1;
        e.visitors.add(i);
        e.asked.push(q);
      }
    }
  });
  return [...topics]
    .map(([concept, e]) => {
      const examples = [...new Set(e.asked.map((q) => anonymise(q).trim()).filter(Boolean))]
        .sort((a, b) => a.length - b.length || a.localeCompare(b))
        .slice(0, EXAMPLES_PER_TOPIC);
      return { concept, label: e.label, questions: e.questions, visitors: e.visitors.size, examples };
    })
    .sort((a, b) => b.questions - a.questions || b.visitors - a.visitors || a.label.localeCompare(b.label))
    .slice(0, top);
}

// A topic is named by the concept in the agent's language, never the visitor's own words (which
// may carry more than the topic).
function conceptLabel(id: string, lang: 'en'): string {
  const c = CONCEPT_BY_ID.get(id);
  const name = c?.name?.[lang] ?? c?.terms[lang]?.[0]?.replace(/\*$/, '') ?? id.replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const parseAnswers = (json: string): Partial<VisitAnswers> => {
  try {
    return JSON.parse(json) as Partial<VisitAnswers>;
  } catch {
    return {};
  }
};

const TIMELINES: BuyingTimeline[] = ['now', '1-3', '3-6', '6+', 'browsing'];

interface ScopeInfo {
  ownerId: number;
  listingId: number;
  listingName: string;
  openHouseIds: number[];
  /** The last open house in the scope (the comparison stops there). */
  until: { date: string; startTime: string } | null;
}

/** The scope's open houses, for its owner only (co-hosts and other agents: FORBIDDEN). */
export async function requireReportScope(database: DB, viewer: Viewer, scope: ReportScope): Promise<ScopeInfo> {
  let listingId: number;
  let ids: number[];
  if (scope.kind === 'openHouse') {
    const { openHouse } = await requireOpenHouse(database, viewer, scope.openHouseId, 'owner');
    listingId = openHouse.listingId;
    ids = [openHouse.id];
  } else {
    listingId = scope.listingId;
    ids = [];
  }
  const listing = await database
    .selectFrom('listings')
    .select(['id', 'listingName', 'realtorUserId'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing) throw new PortalError('MISSING', 'This listing no longer exists.');
  if (listing.realtorUserId !== viewer.id) throw new PortalError('FORBIDDEN');
  const all = await database
    .selectFrom('openHouses')
    .select(['id', 'date', 'startTime'])
    .where('listingId', '=', listingId)
    .where('realtorUserId', '=', viewer.id)
    .orderBy('date')
    .orderBy('startTime')
    .execute();
  if (scope.kind === 'listing') ids = all.map((o) => o.id);
  const inScope = all.filter((o) => ids.includes(o.id));
  const last = inScope[inScope.length - 1];
  return {
    ownerId: viewer.id,
    listingId,
    listingName: listing.listingName,
    openHouseIds: ids,
    until: last ? { date: last.date, startTime: last.startTime } : null,
  };
}

/** The report as it is now (what the agent reviews before approving). */
export async function buildSellerReport(database: DB, viewer: Viewer, scope: ReportScope): Promise<SellerReport> {
  const info = await requireReportScope(database, viewer, scope);
  const ids = info.openHouseIds.length ? info.openHouseIds : [-1];
  const [visits, agent, stats, linked] = await Promise.all([
    database
      .selectFrom('visits')
      .innerJoin('contacts', 'contacts.id', 'visits.contactId')
      .select(['visits.id', 'visits.answers', 'visits.chatSessionId', 'contacts.name'])
      .where('visits.openHouseId', 'in', ids)
      .orderBy('visits.id')
      .execute(),
    database.selectFrom('users').select(['fName', 'lName']).where('id', '=', viewer.id).executeTakeFirst(),
    eventStats(database, viewer.id, { listingId: info.listingId }),
    // Chats through the open house's link, the visitors' and those of visitors who never signed in.
    database.selectFrom('chatSessions').select('id').where('openHouseId', 'in', ids).execute(),
  ]);
  const sessions = [
    ...new Set([
      ...visits.map((v) => v.chatSessionId).filter((s): s is string => Boolean(s)),
      ...linked.map((l) => l.id),
    ]),
  ];
  const [asked, handed] = sessions.length
    ? await Promise.all([
        database
          .selectFrom('chatMessages')
          .select(['sessionId', 'content'])
          .where('sessionId', 'in', sessions)
          .where('role', '=', 'user')
          .where('type', '=', 'text')
          .orderBy('id')
          .execute(),
        database
          .selectFrom('visitorQuestions')
          .select(['question'])
          .where('sessionId', 'in', sessions)
          .where('reason', '=', 'handoff')
          .orderBy('id')
          .execute(),
      ])
    : [[], []];

  // Every name this report could meet: the visitors', their agents' and brokerages, the agent's own.
  const names: string[] = [];
  const answers = visits.map((v) => parseAnswers(v.answers));
  visits.forEach((v, i) => {
    names.push(v.name);
    const a = answers[i]!;
    if (a.agentName) names.push(a.agentName);
    if (a.agentBrokerage) names.push(a.agentBrokerage);
  });
  if (agent) names.push(`${agent.fName} ${agent.lName}`.trim());
  const anonymise = (q: string) => anonymiseQuestion(q, { names, keepAddress: info.listingName });

  const bySession = new Map<string, string[]>();
  for (const m of asked) bySession.set(m.sessionId, [...(bySession.get(m.sessionId) ?? []), m.content]);
  // Each chat is one visitor's questions (signed in or anonymous).
  const perVisit = sessions.map((id) => ({ questions: bySession.get(id) ?? [] }));

  const current = new Set(info.openHouseIds);
  const events: ReportEvent[] = stats
    .map((e) => ({
      openHouseId: e.openHouseId,
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      visitors: e.visitors,
      signedIn: e.signedIn,
      anonymous: e.anonymous,
      questions: e.questions,
      current: current.has(e.openHouseId),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  const until = info.until;
  const comparison = until
    ? events.filter((e) => `${e.date} ${e.startTime}` <= `${until.date} ${until.startTime}`)
    : [];
  const mine = events.filter((e) => e.current);
  const anonymous = mine.reduce((s, e) => s + e.anonymous, 0);
  const withAgent = answers.filter((a) => a.hasAgent === true).length;

  const unanswered = new Map<string, { question: string; times: number }>();
  for (const h of handed) {
    const question = anonymise(h.question).trim();
    const key = question.toLowerCase();
    if (!question) continue;
    const e = unanswered.get(key);
    if (e) e.times += 1;
    else unanswered.set(key, { question, times: 1 });
  }

  return {
    scope: scopeKey(scope),
    listingName: info.listingName,
    events: mine,
    visitors: {
      total: visits.length + anonymous,
      signedIn: visits.length,
      anonymous,
      withAgent,
      withoutAgent: visits.length - withAgent,
    },
    timelines: TIMELINES.map((t) => ({
      timeline: t,
      label: TIMELINE_LABELS[t],
      visitors: answers.filter((a) => a.timeline === t).length,
    })),
    questions: asked.length,
    topics: countTopics(perVisit, anonymise),
    unanswered: [...unanswered.values()].sort((a, b) => b.times - a.times),
    comparison,
  };
}

export interface ReportCharts {
  timelines: Chart;
  topics: Chart | null;
  comparison: Chart | null;
}

/** The report's charts (the same shapes on the page and in the PDF). */
export function reportCharts(r: SellerReport): ReportCharts {
  return {
    timelines: barChart(
      'Buying timelines of visitors who signed in',
      r.timelines.map((t) => ({ label: t.label, value: t.visitors })),
    ),
    topics: r.topics.length
      ? barChart(
          'Questions per topic',
          r.topics.map((t) => ({ label: t.label, value: t.questions })),
        )
      : null,
    comparison:
      r.comparison.length > 1
        ? barChart(
            'Visitors per open house',
            r.comparison.map((e) => ({ label: e.date, value: e.visitors, highlight: e.current })),
          )
        : null,
  };
}

export const chartsSvg = (r: SellerReport) => {
  const c = reportCharts(r);
  return {
    timelines: chartSvg(c.timelines),
    topics: c.topics ? chartSvg(c.topics) : null,
    comparison: c.comparison ? chartSvg(c.comparison) : null,
  };
};

// ---------------------------------------------------------------------------------------------
// Approval and share links.

export interface ApprovedReport {
  id: number;
  report: SellerReport;
  approvedAt: string;
}

/** The report as last approved for this scope (owner only), or null. */
export async function approvedReport(database: DB, viewer: Viewer, scope: ReportScope): Promise<ApprovedReport | null> {
  await requireReportScope(database, viewer, scope);
  const row = await database
    .selectFrom('sellerReports')
    .select(['id', 'snapshot', 'approvedAt'])
    .where('scope', '=', scopeKey(scope))
    .where('realtorUserId', '=', viewer.id)
    .executeTakeFirst();
  return row ? { id: row.id, report: JSON.parse(row.snapshot) as SellerReport, approvedAt: row.approvedAt } : null;
}

/** Approves the report as it is now: the PDF and the share links show this snapshot from now on. */
export async function approveReport(
  database: DB,
  viewer: Viewer,
  scope: ReportScope,
  now = new Date(),
): Promise<ApprovedReport> {
  const info = await requireReportScope(database, viewer, scope);
  const report = await buildSellerReport(database, viewer, scope);
  const approvedAt = now.toISOString();
  const snapshot = JSON.stringify(report);
  const { id } = await database
    .insertInto('sellerReports')
    .values({
      realtorUserId: viewer.id,
      listingId: info.listingId,
      openHouseId: scope.kind === 'openHouse' ? scope.openHouseId : null,
      scope: scopeKey(scope),
      snapshot,
      approvedAt,
    })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ snapshot, approvedAt }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, report, approvedAt };
}

export const SHARE_DAYS = 30;

export interface ShareLink {
  id: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new link to the approved report: 256 random bits, only their SHA-256 stored. Returns the token once. */
export async function createShareLink(
  database: DB,
  viewer: Viewer,
  scope: ReportScope,
  now = new Date(),
  days = SHARE_DAYS,
): Promise<{ token: string; expiresAt: string }> {
  const approved = await approvedReport(database, viewer, scope);
  if (!approved) throw new PortalError('INVALID', 'Approve the report before you share it.', { status: 409 });
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * 86_400_000).toISOString();
  await database
    .insertInto('sellerReportShares')
    .values({ reportId: approved.id, tokenHash: hashToken(token), expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The scope's share links, newest first (owner only). */
export async function shareLinks(database: DB, viewer: Viewer, scope: ReportScope): Promise<ShareLink[]> {
  const approved = await approvedReport(database, viewer, scope);
  if (!approved) return [];
  return database
    .selectFrom('sellerReportShares')
    .select(['id', 'createdAt', 'expiresAt', 'revokedAt'])
    .where('reportId', '=', approved.id)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the scope's links; another report's link id is FORBIDDEN. */
export async function revokeShareLink(
  database: DB,
  viewer: Viewer,
  scope: ReportScope,
  shareId: number,
  now = new Date(),
): Promise<void> {
  const approved = await approvedReport(database, viewer, scope);
  const share = await database
    .selectFrom('sellerReportShares')
    .select(['id', 'reportId'])
    .where('id', '=', shareId)
    .executeTakeFirst();
  if (!approved || !share || share.reportId !== approved.id) throw new PortalError('FORBIDDEN');
  await database
    .updateTable('sellerReportShares')
    .set({ revokedAt: now.toISOString() })
    .where('id', '=', shareId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** The approved report a link shows, or null when the link is unknown, expired or revoked. */
export async function sharedReport(
  database: DB,
  token: string | undefined,
  now = new Date(),
): Promise<{ report: SellerReport; approvedAt: string } | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await database
    .selectFrom('sellerReportShares as s')
    .innerJoin('sellerReports as r', 'r.id', 's.reportId')
    .select(['r.snapshot', 'r.approvedAt', 's.expiresAt', 's.revokedAt'])
    .where('s.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revokedAt || Date.parse(row.expiresAt) <= now.getTime()) return null;
  return { report: JSON.parse(row.snapshot) as SellerReport, approvedAt: row.approvedAt };
}
