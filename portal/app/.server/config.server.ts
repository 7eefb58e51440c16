// Environment, validated once. Everything the runtime contract names lives here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { databaseTarget, type DatabaseTarget } from '@db/dialect';
import { ConfigError } from './config-error.server';
import {
  CJK_OCR_LANGUAGES,
  OCR_LANGUAGES,
  ocrLanguageOrder,
  type OcrLanguage,
  type OcrSettings,
} from './ingest/ocr.server';
import { storageSettingsFrom, type StorageSettings } from './storage/settings.server';

const Env = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** postgres://user:pass@host:5432/db: PostgreSQL instead of the SQLite file in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Connections one instance keeps to PostgreSQL at most. */
  OHA_DATABASE_POOL: z.coerce.number().int().positive().default(10),
  SESSION_SECRET: z.string().min(16).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4.1-2025-04-14'),
  /** Checked by hand below so a wrong value names the choices (zod's enum message does not). */
  OHA_AI_PROVIDER: z.string().optional(),
  /** The compatible provider's budget for retrieved passages and facts, in (estimated) tokens. */
  OHA_CONTEXT_TOKENS: z.coerce.number().int().min(200).max(100_000).default(1500),
  POSTMARK_SERVER_TOKEN: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@localhost'),
  OHA_DEMO: z.string().default('1'),
  /** Assistants an agent may create (the spec leaves the exact limit open). */
  OHA_ASSISTANT_LIMIT: z.coerce.number().int().positive().default(1),
  /** Multiplies every rate limit; the bench raises it. 0 turns limits off. */
  OHA_RATE_LIMIT_SCALE: z.coerce.number().min(0).default(1),
  /** Files one account may upload per hour (one IP: three times as many); scaled like every rate limit. */
  OHA_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** Bytes of staged uploads (not yet used by a form) one account may hold, in MB. */
  OHA_STAGING_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Background jobs run at once (and worker threads for documents); default cores - 1, at least 1. */
  OHA_WORKERS: z.coerce.number().int().positive().optional(),
  /** Worker threads that answer chat turns (offline engine); 0 answers on the server's thread. */
  OHA_ANSWER_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Pages of one document read with OCR (scans); 0 turns OCR off. */
  OHA_OCR_PAGES: z.coerce.number().int().min(0).max(2000).default(50),
  /** The languages scans are read in, joined by "+" (checked by ocrLanguagesFrom). */
  OHA_OCR_LANGUAGES: z.string().default('eng+fra'),
  /** Documents of one account read at once (the others wait, so other accounts get their turn). */
  OHA_JOBS_PER_ACCOUNT: z.coerce.number().int().positive().default(2),
  /** Pages a PDF may have; a longer one is refused with a message saying so. */
  OHA_MAX_PAGES: z.coerce.number().int().positive().default(3000),
  /** Minutes one document's processing may take before it fails (and may be tried again). */
  OHA_DOCUMENT_MINUTES: z.coerce.number().positive().default(10),
  /** Days a finished background job is kept before the hourly prune deletes it. */
  OHA_JOBS_KEEP_DAYS: z.coerce.number().min(0).default(7),
  /** Days a failed background job is kept (a document's: also as long as the document exists). */
  OHA_FAILED_JOBS_KEEP_DAYS: z.coerce.number().min(0).default(30),
  /** "1": webhooks may go to loopback and private addresses (tests, a receiver on this machine). */
  OHA_WEBHOOK_ALLOW_PRIVATE: z.string().default('0'),
  /** Follow Up Boss asks integrations to name their registered system in X-System / X-System-Key. */
  FOLLOWUPBOSS_SYSTEM: z.string().default('OpenHouseAssistant'),
  FOLLOWUPBOSS_SYSTEM_KEY: z.string().optional(),
  /** fs (default) or s3; the S3_* settings are checked by storageSettingsFrom. */
  OHA_STORAGE: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Proxies whose X-Forwarded-For names the client (Express "trust proxy"): addresses, CIDR ranges
   * or loopback/linklocal/uniquelocal, comma-separated; or a number of hops.
   */
  OHA_TRUST_PROXY: z.string().default('loopback'),
  /** Seconds an idle keep-alive connection stays open: above the load balancer's own idle timeout. */
  OHA_KEEPALIVE_SECONDS: z.coerce.number().positive().default(65),
  /** On SIGTERM: seconds /readyz answers 503 while new requests are still taken, before the listener closes. */
  OHA_SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).default(0),
  /** On SIGTERM: seconds requests in flight may take to finish before their connections are closed. */
  OHA_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(20),
});

export interface Config {
  port: number;
  publicUrl: string;
  dataDir: string;
  /** SQLite in DATA_DIR (the default) or PostgreSQL at DATABASE_URL; chosen once at boot. */
  database: DatabaseTarget;
  databasePoolSize: number;
  sessionSecret: string;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel: string;
  aiProvider: AiProviderName;
  contextTokens: number;
  postmarkToken?: string;
  supportEmail: string;
  demo: boolean;
  assistantLimit: number;
  rateLimitScale: number;
  uploadsPerHour: number;
  stagingQuotaMb: number;
  /** undefined: one per core minus one (jobs/runner.server.ts defaultConcurrency). */
  workers?: number;
  /** undefined: one on two cores or fewer, else two (ai/offline/answer-pool.server.ts); 0: none. */
  answerWorkers?: number;
  /** OCR of pdf pages without text (ingest/ocr.server.ts). */
  ocr: OcrSettings;
  jobsPerAccount: number;
  maxPages: number;
  documentTimeoutMs: number;
  /** Days finished jobs are kept: done ones, failed ones (jobs/prune.server.ts). */
  jobRetention: { doneDays: number; failedDays: number };
  secureCookies: boolean;
  webhookAllowPrivate: boolean;
  followUpBossSystem: string;
  followUpBossSystemKey?: string;
  /** Uploads and stored documents (storage/storage.server.ts). */
  storage: StorageSettings;
  keepAliveMs: number;
  /** Express's "trust proxy" value: which proxies' X-Forwarded-For gives the client's address. */
  trustProxy: string | number;
  /** Graceful shutdown (lifecycle.server.ts). */
  shutdown: { delayMs: number; graceMs: number };
}

function loadSessionSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export { ConfigError };

export const AI_PROVIDERS = ['offline', 'openai', 'compatible'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/**
 * OHA_AI_PROVIDER, or its default: openai with a key, offline without. Throws a message that names
 * the variable, the value and the choices, so a typo stops the server at boot instead of silently
 * answering with another provider.
 */
export function aiProviderFrom(env: {
  OHA_AI_PROVIDER?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
}): AiProviderName {
  const raw = env.OHA_AI_PROVIDER?.trim().toLowerCase();
  if (!raw) return env.OPENAI_API_KEY ? 'openai' : 'offline';
  if (!(AI_PROVIDERS as readonly string[]).includes(raw))
    throw new ConfigError(
      `OHA_AI_PROVIDER="${env.OHA_AI_PROVIDER}" is not a provider: use offline, openai or compatible.`,
    );
  const name = raw as AiProviderName;
  if (name === 'openai' && !env.OPENAI_API_KEY)
    throw new ConfigError('OHA_AI_PROVIDER=openai needs OPENAI_API_KEY (or use compatible, or offline).');
  if (name === 'compatible' && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY)
    throw new ConfigError(
      'OHA_AI_PROVIDER=compatible needs OPENAI_BASE_URL (e.g. http://localhost:11434/v1 for Ollama), or OPENAI_API_KEY for OpenAI itself.',
    );
  return name;
}

/**
 * OHA_OCR_LANGUAGES ("eng+fra"): a code that is not one of OCR_LANGUAGES, or more than one Chinese,
 * Japanese or Korean model, stops the server at boot.
 */
export function ocrLanguagesFrom(raw: string): OcrLanguage[] {
  const codes = raw
    .split(/[+,\s]+/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  const unknown = codes.filter((c) => !(OCR_LANGUAGES as readonly string[]).includes(c));
  if (unknown.length > 0 || codes.length === 0)
    throw new ConfigError(
      `OHA_OCR_LANGUAGES="${raw}" is not a list of OCR languages: use some of ${OCR_LANGUAGES.join(', ')} joined by "+".`,
    );
  const languages = ocrLanguageOrder([...new Set(codes)] as OcrLanguage[]);
  if (languages.filter((c) => CJK_OCR_LANGUAGES.includes(c)).length > 1)
    throw new ConfigError(
      `OHA_OCR_LANGUAGES="${raw}" names more than one of ${CJK_OCR_LANGUAGES.join(', ')}: tesseract.js cannot load two of them together; choose one.`,
    );
  return languages;
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseTarget {
  try {
    return databaseTarget(url, path.join(dataDir, 'oha.sqlite'));
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const env = Env.parse(process.env);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  cached = {
    port: env.PORT,
    publicUrl,
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir),
    databasePoolSize: env.OHA_DATABASE_POOL,
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    openaiApiKey: env.OPENAI_API_KEY || undefined,
    openaiBaseUrl: env.OPENAI_BASE_URL,
    openaiModel: env.OPENAI_MODEL,
    aiProvider: aiProviderFrom({ ...env, OPENAI_API_KEY: env.OPENAI_API_KEY || undefined }),
    contextTokens: env.OHA_CONTEXT_TOKENS,
    postmarkToken: env.POSTMARK_SERVER_TOKEN || undefined,
    supportEmail: env.SUPPORT_EMAIL,
    demo: env.OHA_DEMO !== '0',
    assistantLimit: env.OHA_ASSISTANT_LIMIT,
    rateLimitScale: env.OHA_RATE_LIMIT_SCALE,
    uploadsPerHour: env.OHA_UPLOADS_PER_HOUR,
    stagingQuotaMb: env.OHA_STAGING_QUOTA_MB,
    workers: env.OHA_WORKERS,
    answerWorkers: env.OHA_ANSWER_WORKERS,
    ocr: { maxPages: env.OHA_OCR_PAGES, languages: ocrLanguagesFrom(env.OHA_OCR_LANGUAGES) },
    jobsPerAccount: env.OHA_JOBS_PER_ACCOUNT,
    maxPages: env.OHA_MAX_PAGES,
    documentTimeoutMs: Math.round(env.OHA_DOCUMENT_MINUTES * 60_000),
    jobRetention: { doneDays: env.OHA_JOBS_KEEP_DAYS, failedDays: env.OHA_FAILED_JOBS_KEEP_DAYS },
    secureCookies: publicUrl.startsWith('https://'),
    webhookAllowPrivate: env.OHA_WEBHOOK_ALLOW_PRIVATE === '1',
    followUpBossSystem: env.FOLLOWUPBOSS_SYSTEM,
    followUpBossSystemKey: env.FOLLOWUPBOSS_SYSTEM_KEY || undefined,
    storage: storageSettingsFrom(env),
    keepAliveMs: Math.round(env.OHA_KEEPALIVE_SECONDS * 1000),
    trustProxy: /^\d+$/.test(env.OHA_TRUST_PROXY.trim()) ? Number(env.OHA_TRUST_PROXY) : env.OHA_TRUST_PROXY,
    shutdown: {
      delayMs: Math.round(env.OHA_SHUTDOWN_DELAY_SECONDS * 1000),
      graceMs: Math.round(env.OHA_SHUTDOWN_GRACE_SECONDS * 1000),
    },
  };
  return cached;
}

/** Tests reconfigure between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
