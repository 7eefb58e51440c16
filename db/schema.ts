// The one source of truth for table shapes. Migrations in ./migrations create exactly these.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 timestamps stored as TEXT; SQLite fills defaults. */
type CreatedAt = ColumnType<string, string | undefined, never>;
type Timestamp = ColumnType<string, string | undefined, string>;
/** SQLite booleans are 0/1 integers. */
type Bool = ColumnType<number, number | undefined, number>;

export const ROLE_AGENT = 2024;
export const ROLE_OPERATOR = 3135;

export interface UsersTable {
  id: Generated<number>;
  email: string; // lower-cased
  passwordHash: string;
  roles: string; // JSON array of role codes, e.g. [2024]
  fName: string;
  lName: string;
  publicEmail: string | null;
  publicPhone: string | null;
  companyName: string | null;
  realtorWebsite: string | null;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: string; // random, the value inside the signed cookie
  userId: number;
  expiresAt: string;
  createdAt: CreatedAt;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string; // sha256 of the token in the emailed link
  expiresAt: string;
  usedAt: string | null;
  createdAt: CreatedAt;
}

/** The spec's "oha". */
export interface AssistantsTable {
  id: Generated<number>;
  assistantPathname: string;
  realtorUserId: number;
  ohaName: string;
  publicEmail: string;
  publicPhone: string;
  companyName: string | null;
  realtorWebsite: string | null;
  vectorStoreId: string | null;
  published: Bool;
  /** JSON array of origins allowed to frame the widget; [] means any site. */
  allowedOrigins: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface ListingsTable {
  id: Generated<number>;
  assistantId: number;
  realtorUserId: number;
  listingName: string;
  insiderInfo: string;
  listingStatus: string;
  published: Bool;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/**
 * A stored document of a listing (the spec's file object). `fileId` is the provider's id
 * (the offline provider issues its own); the original bytes live under DATA_DIR/files.
 */
export interface DocumentsTable {
  id: Generated<number>;
  listingId: number;
  fileId: string;
  fileName: string;
  kind: string; // pdf | docx | doc | txt
  sizeBytes: number;
  storagePath: string; // relative to DATA_DIR
  sha256: string;
  pageCount: number | null;
  isExtraInfo: Bool; // the generated *_listingExtraInfo_ND.doc, hidden from file lists
  /** Where background reading stands; chunks and facts exist once `ready`. */
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  failureReason: string | null; // set when `failed`, in words the agent can act on
  progress: string | null; // JSON while `processing`, e.g. {"step":"reading","page":3,"pages":40}
  readWithOcr: Bool;
  /** Pages read with OCR, and image-only pages left unread past the OCR page limit (OHA_OCR_PAGES). */
  ocrPages: ColumnType<number, number | undefined, number>;
  ocrPagesUnread: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
}

export type DocumentStatus = 'queued' | 'processing' | 'ready' | 'failed';

/** Text chunks of a document; indexed by the FTS5 table `chunks_fts` (see db/migrations). */
export interface ChunksTable {
  id: Generated<number>;
  documentId: number;
  listingId: number;
  ord: number;
  page: number | null;
  text: string;
}

/** The spec's "vector store" (a knowledge base per assistant). */
export interface KnowledgeBasesTable {
  id: string;
  name: string;
  provider: string; // offline | openai
  createdAt: CreatedAt;
}

export interface KnowledgeBaseFilesTable {
  knowledgeBaseId: string;
  fileId: string;
  attributes: string; // JSON {fileId, fileName}
}

export interface ChatSessionsTable {
  id: string; // sess_...
  assistantId: number;
  language: string;
  /** JSON array of listing ids the visitor last selected; null = all listings. */
  selectedListingIds: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the visitor came from: a channel of `src` (sign, flyer, ...) or "link" (validation/lead-source.ts). */
  leadSource: ColumnType<string, string | undefined, string>;
  /** The open house whose link the chat came through (signed in or not); null for other chats. */
  openHouseId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  sessionId: string;
  role: string; // user | assistant | developer | system
  type: string; // text | form | button
  content: string; // masked text, or JSON for buttons
  responseId: string | null;
  /** An assistant reply's sources (JSON AnswerSource[]); null for other messages and older rows. */
  sources: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** The spec's response log, one row per exchange (also failures). */
export interface ResponseLogsTable {
  id: Generated<number>;
  realtorUserId: number;
  ohaId: number;
  sessionId: string;
  responseId: string | null;
  userInput: string; // masked
  inputType: string;
  modelOutput: string;
  outputType: string; // text | form
  inputTokensNormal: number;
  inputTokensCached: number;
  outputTokens: number;
  numFileSearch: number;
  searchContextSize: string;
  numOfTimes: number; // web searches
  functionCalls: number;
  model: string;
  latencyMs: number;
  costUsd: number;
  source: string; // UI
  promptType: string; // chat
  needsFix: Bool;
  cusResStatus: string; // complete | incomplete
  errorMsgs: string | null;
  createdAt: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<number>;
  sessionId: string;
  assistantId: number;
  responseId: string | null;
  tag: string; // validated | need-correction
  question: string;
  answer: string;
  createdAt: CreatedAt;
}

export interface LeadsTable {
  id: Generated<number>;
  assistantId: number;
  realtorUserId: number;
  sessionId: string | null;
  listingName: string | null; // null = "Not specific"
  prospectName: string;
  prospectEmail: string;
  prospectPhone: string | null;
  prospectRemarks: string;
  attachTranscript: Bool;
  source: string; // modal | inline | open_house (a visit's sign-in)
  /** The visitor's channel: the chat session's, else the page's `src` (validation/lead-source.ts). */
  leadSource: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

/** Every email is stored here first, then delivered by the configured transport. */
export interface EmailsTable {
  id: Generated<number>;
  kind: string; // reset | contact | lead | transcript | answer | cohost | followup
  toAddress: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  html: string;
  text: string;
  status: string; // queued | sent | failed
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  providerId: string | null; // Postmark message id or outbox file name
  /** Where replies go (an agent's answer to visitors: the agent); null = the sender. */
  replyTo: ColumnType<string | null, string | null | undefined, string | null>;
  /** The chat a transcript was sent from: the visitor gave this address in that chat. */
  sessionId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Files sent with it (JSON EmailAttachment[]), e.g. the agent's vCard; null = none. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  sentAt: string | null;
}

/** A file sent with an email (emails.attachments, JSON). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

/** Facts and passages the offline answer engine extracts at ingestion (one row each). */
export interface ListingFactsTable {
  id: Generated<number>;
  listingId: number;
  documentId: number | null;
  kind: string; // fact | passage
  concept: string | null; // a fact's concept id
  concepts: ColumnType<string, string | undefined, string>; // space-separated concept ids
  label: ColumnType<string, string | undefined, string>;
  text: string;
  context: ColumnType<string, string | undefined, string>; // heading the passage sits under
  fileName: string;
  page: number | null;
  isExtra: Bool;
  ord: ColumnType<number, number | undefined, number>;
}

/** A background job (portal/app/.server/jobs/). Times are ISO-8601 UTC, compared as text. */
export interface JobsTable {
  id: Generated<number>;
  kind: string; // a registered handler's name, e.g. document.process
  payload: ColumnType<string, string | undefined, string>; // JSON
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>; // claims so far
  maxAttempts: ColumnType<number, number | undefined, number>;
  runAt: Timestamp; // not claimed before
  dedupeKey: string | null; // at most one queued or running job per key
  leaseOwner: string | null; // the runner holding it while running
  leaseExpiresAt: string | null; // renewed by heartbeats; past = the runner died
  progress: string | null; // JSON the handler reports, e.g. {"page": 12, "pages": 40}
  lastError: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  finishedAt: string | null;
  groupKey: string | null; // e.g. account:12: running jobs per group are limited, groups served in turn
  claimedAt: string | null; // the latest claim
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** An answer the agent wrote once; listingId null = every listing of the assistant. */
export interface AgentAnswersTable {
  id: Generated<number>;
  assistantId: number;
  listingId: number | null;
  question: string; // the visitor's question it was written for, masked as logged
  answer: string;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export type QuestionState = 'waiting' | 'answered' | 'dismissed';
export type QuestionReason = 'handoff' | 'disliked';

/** A visitor's question the assistant handed over or whose reply the visitor disliked. */
export interface VisitorQuestionsTable {
  id: Generated<number>;
  assistantId: number;
  listingId: number | null; // null = no single listing
  sessionId: string;
  responseId: string | null;
  question: string; // masked as logged
  reply: string; // the assistant's reply as stored
  language: string;
  reason: QuestionReason;
  state: ColumnType<QuestionState, QuestionState | undefined, QuestionState>;
  agentAnswerId: number | null;
  emailedAt: string | null;
  createdAt: CreatedAt;
}

/** Where an assistant's leads go. The secret and the key are read only by the owner's pages and the sender. */
export interface AssistantIntegrationsTable {
  assistantId: number;
  webhookUrl: string | null;
  /** whsec_ + base64: signs every webhook delivery (Standard Webhooks). */
  webhookSecret: string;
  followupbossApiKey: string | null;
  updatedAt: Timestamp;
}

/** One event to one destination, stored before the first attempt and retried for 24 hours. */
export interface DeliveriesTable {
  id: Generated<number>;
  assistantId: number;
  destination: string; // webhook | followupboss
  eventId: string; // the webhook-id, the same on every attempt
  eventType: string; // lead.created | question.unanswered | test
  payload: string; // the JSON body, byte for byte on every attempt
  status: ColumnType<string, string | undefined, string>; // pending | delivered | failed
  attempts: ColumnType<number, number | undefined, number>;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: CreatedAt;
  finishedAt: string | null;
}

export interface DeliveryAttemptsTable {
  id: Generated<number>;
  deliveryId: number;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  /** The first characters of the receiver's answer. */
  answer: string | null;
  durationMs: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
}

/** rate-limiter-flexible's counters (portal/app/.server/rate-limit.server.ts): one row per key. */
export interface RateLimitsTable {
  key: string;
  points: ColumnType<number, number | undefined, number>;
  /** When the window ends, epoch milliseconds. */
  expire: number | null;
}

export type SigninMode = 'required' | 'optional';
export type ContactField = 'email' | 'phone' | 'either';

/** An open house of one listing (portal/app/.server/open-houses/). Date and times are the listing's local ones. */
export interface OpenHousesTable {
  id: Generated<number>;
  realtorUserId: number;
  assistantId: number;
  listingId: number;
  /** The short public code of its link (/oh/:code) and QR code; unguessable, unlike the id. */
  code: string;
  date: string; // YYYY-MM-DD
  startTime: string; // HH:MM
  endTime: string; // HH:MM
  notes: ColumnType<string, string | undefined, string>;
  /** required: the sign-in comes first; optional: the visitor may "Skip and just chat". */
  signinMode: ColumnType<SigninMode, SigninMode | undefined, SigninMode>;
  /** Which contact detail the visitor must give. */
  contactField: ColumnType<ContactField, ContactField | undefined, ContactField>;
  ownQuestion: string | null;
  disclosureText: string | null;
  kioskPinHash: string | null;
  /** The agent's IANA time zone when saved (its date and times are local to it); null = unknown. */
  timeZone: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** An agent invited (by login email) to see one open house and its live list. */
export interface OpenHouseCohostsTable {
  openHouseId: number;
  email: string; // lower-cased
  invitedAt: CreatedAt;
}

/** One person per agent, merged by normalised email and E.164 phone. */
export interface ContactsTable {
  id: Generated<number>;
  realtorUserId: number;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export type BuyingTimeline = 'now' | '1-3' | '3-6' | '6+' | 'browsing';

/** A visit's answers to the sign-in questions (visits.answers, JSON). */
export interface VisitAnswers {
  hasAgent: boolean;
  agentName?: string;
  agentBrokerage?: string;
  timeline: BuyingTimeline;
  preApproved?: boolean;
  nearbyOrSelling?: boolean;
  /** The answer to the agent's own question, when asked. */
  ownAnswer?: string;
}

export interface VisitsTable {
  id: Generated<number>;
  openHouseId: number;
  contactId: number;
  /** Unique per open house: a retried sign-in is the same visit. */
  idempotencyKey: string;
  language: ColumnType<string, string | undefined, string>;
  answers: ColumnType<string, string | undefined, string>; // JSON VisitAnswers
  /** The visitor's chat: its turns are the visit's questions. */
  chatSessionId: string | null;
  leadId: number | null;
  createdAt: CreatedAt;
}

/** What a visitor agreed to, kept (redacted) after the visitor is deleted. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  realtorUserId: number;
  openHouseId: number;
  visitId: number | null;
  emailFollowUp: number; // 0/1
  callsAndTexts: number; // 0/1
  disclosureAcknowledged: Bool;
  disclosureSha256: string | null;
  consentVersion: string;
  language: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
  redactedAt: string | null;
}

/**
 * A tablet in kiosk mode for one open house (portal/app/.server/open-houses/kiosk.server.ts):
 * started by the owner with the open house's PIN, ended with it.
 */
export interface KioskSessionsTable {
  /** SHA-256 (hex) of the token in the tablet's cookie. */
  tokenHash: string;
  openHouseId: number;
  /** JSON PinCheck: PBKDF2 of the PIN, which the tablet checks without the network. */
  pinCheck: string;
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
}

export type FollowUpStatus = 'draft' | 'approved' | 'sent';

/**
 * The follow-up email of one visitor of one open house, stored once the agent edits, approves or
 * sends it (portal/app/.server/open-houses/follow-ups.server.ts); until then it is made afresh.
 */
export interface FollowUpsTable {
  openHouseId: number;
  contactId: number;
  language: string;
  subject: string;
  body: string; // plain text as the agent left it
  status: FollowUpStatus;
  editedAt: string | null;
  approvedAt: string | null;
  sentAt: string | null;
  emailId: number | null;
  /** sha256 of the token in the email's "stop these emails" link. */
  unsubscribeTokenHash: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A handed-over question asked again after a document was added to its listing. */
export interface QuestionRechecksTable {
  visitorQuestionId: number;
  answered: number; // 0/1: the documents answer it now
  reply: string;
  /** The listing's ready documents it was asked of (their ids, ascending, comma-separated). */
  knowledge: string;
  checkedAt: string;
}

/** A browser that opened an open house's chat link (counted once), and the visit it signed in as. */
export interface OpenHouseOpensTable {
  id: Generated<number>;
  openHouseId: number;
  /** Random, from the browser's cookie; says nothing about the person. */
  browserKey: string;
  visitId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

/**
 * One open house's counters for the stats across open houses, recounted from its rows in the same
 * transaction as every write that changes them (portal/app/.server/open-houses/stats-counters.server.ts).
 */
export interface OpenHouseStatsTable {
  openHouseId: number;
  /** Browsers that opened the link. */
  opened: number;
  /** Of those, browsers that signed in. */
  openedSignedIn: number;
  /** Sign-ins (the kiosk's too). */
  signedIn: number;
  /** Chats through the link with at least one question, signed in or not. */
  chats: number;
  /** Of those, chats of no sign-in. */
  anonymousChats: number;
  questions: number;
  handedOver: number;
  /** Follow-up emails sent (follow_ups in the sent state). */
  followUpsSent: number;
  firstFollowUpAt: string | null;
  updatedAt: ColumnType<string, string | undefined, string>;
}

/** A seller report as the agent approved it (portal/app/.server/open-houses/seller-report.server.ts). */
export interface SellerReportsTable {
  id: Generated<number>;
  realtorUserId: number;
  listingId: number;
  /** null: every open house of the listing. */
  openHouseId: number | null;
  scope: string; // oh:<id> | listing:<id>
  snapshot: string; // JSON SellerReport, anonymised
  approvedAt: string;
  createdAt: CreatedAt;
}

/** A link that shows one report to the seller, logged out. The token itself is never stored. */
export interface SellerReportSharesTable {
  id: Generated<number>;
  reportId: number;
  tokenHash: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  assistants: AssistantsTable;
  listings: ListingsTable;
  documents: DocumentsTable;
  chunks: ChunksTable;
  knowledgeBases: KnowledgeBasesTable;
  knowledgeBaseFiles: KnowledgeBaseFilesTable;
  chatSessions: ChatSessionsTable;
  chatMessages: ChatMessagesTable;
  responseLogs: ResponseLogsTable;
  feedback: FeedbackTable;
  leads: LeadsTable;
  emails: EmailsTable;
  listingFacts: ListingFactsTable;
  jobs: JobsTable;
  agentAnswers: AgentAnswersTable;
  visitorQuestions: VisitorQuestionsTable;
  assistantIntegrations: AssistantIntegrationsTable;
  deliveries: DeliveriesTable;
  deliveryAttempts: DeliveryAttemptsTable;
  rateLimits: RateLimitsTable;
  openHouses: OpenHousesTable;
  openHouseCohosts: OpenHouseCohostsTable;
  contacts: ContactsTable;
  visits: VisitsTable;
  consentRecords: ConsentRecordsTable;
  kioskSessions: KioskSessionsTable;
  followUps: FollowUpsTable;
  questionRechecks: QuestionRechecksTable;
  openHouseOpens: OpenHouseOpensTable;
  openHouseStats: OpenHouseStatsTable;
  sellerReports: SellerReportsTable;
  sellerReportShares: SellerReportSharesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Assistant = Selectable<AssistantsTable>;
export type Listing = Selectable<ListingsTable>;
export type Document = Selectable<DocumentsTable>;
export type Chunk = Selectable<ChunksTable>;
export type Email = Selectable<EmailsTable>;
export type Lead = Selectable<LeadsTable>;
export type ResponseLog = Selectable<ResponseLogsTable>;
export type NewResponseLog = Insertable<ResponseLogsTable>;
export type Job = Selectable<JobsTable>;
export type AgentAnswer = Selectable<AgentAnswersTable>;
export type VisitorQuestion = Selectable<VisitorQuestionsTable>;
export type Delivery = Selectable<DeliveriesTable>;
export type ChatSession = Selectable<ChatSessionsTable>;
export type DeliveryAttempt = Selectable<DeliveryAttemptsTable>;
export type OpenHouse = Selectable<OpenHousesTable>;
export type Contact = Selectable<ContactsTable>;
export type Visit = Selectable<VisitsTable>;
export type ConsentRecord = Selectable<ConsentRecordsTable>;
export type FollowUp = Selectable<FollowUpsTable>;
